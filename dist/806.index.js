export const id = 806;
export const ids = [806];
export const modules = {

/***/ 7333:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Vx: () => (/* binding */ changeRecordFacts),
  V: () => (/* binding */ checkoutGovernance),
  Rw: () => (/* binding */ existingBaselinesAt),
  sN: () => (/* binding */ governanceAt),
  qr: () => (/* binding */ reviewedFilesAtBaseOf)
});

// EXTERNAL MODULE: ./src/core/evidence/records/in-force/recorded-calendar.ts
var recorded_calendar = __webpack_require__(9021);
// EXTERNAL MODULE: ./src/core/review/policy/file/parse-policy.ts + 4 modules
var parse_policy = __webpack_require__(9914);
// EXTERNAL MODULE: ./src/core/inventory/document/principals.ts
var principals = __webpack_require__(9513);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var sha256 = __webpack_require__(7154);
// EXTERNAL MODULE: ./src/core/review/policy/governance/senior-manager.ts
var senior_manager = __webpack_require__(4176);
;// CONCATENATED MODULE: ./src/core/review/policy/governance/declared-facts.ts





function declaredGovernance(sources) {
    const { policyFile, policyText, documents, sourceCommands } = sources;
    const policy = policyText === undefined ? undefined : (0,parse_policy/* parsePolicyText */.X)(policyText, policyFile).policy;
    const systems = documents
        .map(({ document }) => ({
        name: document.cyberSystem.value,
        impact: document.impact?.value ?? null,
        owners: document.owners?.map((owner) => (0,principals/* principalText */.cI)(owner.value)) ?? null,
        ...siteOf(document),
    }))
        .sort((a, b) => (0,names/* compareCodePoints */.OP)(a.name, b.name));
    return {
        policy: policyText === undefined ? null : { file: policyFile, sha256: (0,sha256/* sha256Hex */.fg)(policyText) },
        // An invalid policy declares no CIP Senior Manager: the gate refused it anyway.
        senior_manager: policy === undefined ? null : (0,senior_manager/* seniorManagerEvidence */.TP)(policy),
        systems,
        source_commands: sourceCommands === undefined ? null : { ...sourceCommands },
        // R3.4's action items: whom the policy names to approve a moved planned date; left out, the owners.
        ...(policy?.assessmentDateApprovers?.kind === "logins"
            ? { assessment_date_approvers: policy.assessmentDateApprovers.logins }
            : {}),
    };
}
/** The site a document names, as the record keeps it; none where it names neither. */
function siteOf({ facility, controlCenter }) {
    if (facility !== undefined)
        return { site: { kind: "facility", name: facility.value } };
    if (controlCenter === undefined)
        return {};
    return { site: { kind: "control_center", name: controlCenter.value } };
}

// EXTERNAL MODULE: ./src/core/inventory/document/parse-inventory.ts + 2 modules
var parse_inventory = __webpack_require__(8256);
;// CONCATENATED MODULE: ./src/core/evidence/records/base-baselines.ts


/**
 * For each of `merged` whose asset the base declared a different baseline of: the merged entry
 * with the base's digest, items, kind and completion date. A base file that does not parse
 * declares nothing (the merge's own plan refused what it could not read).
 */
function baseBaselines(documents, merged) {
    const atBase = new Map();
    for (const { path, text } of documents)
        for (const document of (0,parse_inventory/* parseInventoryText */.r)(text, path).documents)
            for (const asset of document.assets)
                if (asset.baseline !== undefined)
                    atBase.set(keyOf(document.cyberSystem.value, asset.name), asset.baseline);
    return merged.flatMap((entry) => {
        const base = atBase.get(keyOf(entry.cyber_system ?? entry.cyber_system_id, entry.asset));
        if (base === undefined || base.digest === entry.digest)
            return [];
        return [
            {
                asset: entry.asset,
                ...(entry.asset_id === undefined ? {} : { asset_id: entry.asset_id }),
                ...(entry.asset_type === undefined ? {} : { asset_type: entry.asset_type }),
                ...(entry.class === undefined ? {} : { class: entry.class }),
                ...(base.completedOn === undefined ? {} : { completed_on: base.completedOn }),
                ...(entry.cyber_system === undefined ? {} : { cyber_system: entry.cyber_system }),
                cyber_system_id: entry.cyber_system_id,
                digest: base.digest,
                ...(entry.erc === undefined ? {} : { erc: entry.erc }),
                ...(entry.impact === undefined ? {} : { impact: entry.impact }),
                ...(base.items === undefined ? {} : { items: base.items }),
                kind: base.kind,
            },
        ];
    });
}
/** How an asset is found at the base: its system's name and its own. */
function keyOf(cyberSystem, asset) {
    return `${(0,names/* nameKey */.Rc)(cyberSystem)}/${(0,names/* nameKey */.Rc)(asset)}`;
}

// EXTERNAL MODULE: ./src/core/evidence/records/in-force/reviewed-files-record.ts
var reviewed_files_record = __webpack_require__(343);
;// CONCATENATED MODULE: ./src/core/review/policy/governance/merged-facts.ts





/** The governance facts the checkout's files declare. */
/** The change record's facts, from what was read. */
function changeRecordFactsOf(read) {
    const { declared, merged, atBase } = read;
    const fromPolicy = (0,parse_policy/* policyCalendarOf */.C)(declared.policyText, declared.policyFile);
    const found = atBase.documents === undefined || merged === undefined
        ? []
        : baseBaselines(atBase.documents, merged);
    return {
        governance: declaredGovernance(declared),
        reviewedFiles: Object.fromEntries(read.reviewedFiles.flatMap(({ set, merged: files, inForce, comparedWith }) => {
            const evidence = (0,reviewed_files_record/* reviewedFilesEvidence */.W)(files, inForce, comparedWith, (path) => set.belongs(path));
            return evidence === undefined ? [] : [[set.field, evidence]];
        })),
        atBase: atBase.unread !== undefined
            ? { unread: atBase.unread }
            : found.length === 0
                ? {}
                : { baselines: found },
        calendar: fromPolicy.kind === "invalid" ? undefined : (0,recorded_calendar/* recordedCalendar */.$)(read.timeZone, fromPolicy),
    };
}

// EXTERNAL MODULE: ./src/core/sources/source-commands.ts
var source_commands = __webpack_require__(332);
// EXTERNAL MODULE: ./src/core/sources/sources-schema.ts
var sources_schema = __webpack_require__(9390);
// EXTERNAL MODULE: ./src/io/checkout/optional-file.ts
var optional_file = __webpack_require__(4928);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(9130);
// EXTERNAL MODULE: ./src/core/obligations/family-table.ts + 37 modules
var family_table = __webpack_require__(1967);
// EXTERNAL MODULE: ./src/io/checkout/inventory-files.ts + 2 modules
var inventory_files = __webpack_require__(1857);
;// CONCATENATED MODULE: ./src/action/evidence/change-record-facts.ts









/** Why a plan's baselines were not compared: no commit in force, and no base to fall back on. */
const NOT_COMPARED = "this push names no earlier commit, and the evidence ledger no merge the gate accepted, to compare the baselines with";
/**
 * The inventory files at commit `base`: the checkout's inventory paths and those the patterns match
 * there, read once per run (RunScope.atCommit).
 */
function baseDocuments(scope, base) {
    return scope.atCommit.documentsAt(base, async () => scope.host.inventory.documentsAt(base, {
        paths: (await scope.inventory()).files,
        ...(0,inventory_files/* inventoryPatternsAt */.J4)(scope.settings.patterns, scope.context.workspaceDir),
    }));
}
/**
 * The existing baselines a run's plan compares its own with (CIP-010 R1.2): those the inventory
 * files declared at the commit in force (the one the last merge the gate accepted merged, as the
 * owner policy is judged: a refused merge's baseline change shows again in the next accepted one),
 * else at `base`; read through the code host when the plan declares a baseline. Without either,
 * or when they cannot be read, why, which the plan then says. The plan's fingerprint leaves the
 * comparison out: what was reviewed is matched whatever it was compared with.
 */
function existingBaselinesAt(scope, base) {
    return async () => {
        let at;
        try {
            at = await comparedCommit(scope, base);
            if (at === undefined)
                return { notCompared: NOT_COMPARED };
            const documents = (await baseDocuments(scope, at.sha)).flatMap(({ path, text }) => (0,parse_inventory/* parseInventoryText */.r)(text, path).documents);
            return { comparedWith: at.named, documents };
        }
        catch (error) {
            const which = at === undefined ? "the commit in force" : at.named;
            return {
                notCompared: `the baselines at ${which} could not be read (${(0,errors/* errorMessage */.g)(error)}), so whether one deviates is not shown here; the change record and the obligations still judge them`,
            };
        }
    };
}
/**
 * Every family's reviewed files at the commit the plan compares with (the one in force, else
 * `base`), for the plan to show what the change adds, changes or removes. None read: every file
 * is shown, and the plan says why (showing more is safe where showing less would hide an evaluation).
 */
function reviewedFilesAtBaseOf(scope, base) {
    // Read once however many plans the run makes (the merge's, then the apply's fresh one).
    let reading;
    return () => (reading ??= readReviewedFilesAtBase(scope, base));
}
async function readReviewedFilesAtBase(scope, base) {
    let at;
    try {
        at = await comparedCommit(scope, base);
        if (at === undefined)
            return {
                comparedWith: "nothing: there is no commit in force nor a base",
                files: new Map(),
            };
        const { policyFile } = scope.settings;
        return {
            comparedWith: at.named,
            files: await scope.atCommit.reviewedFilesAt(at.sha),
            ...(policyFile === ""
                ? {}
                : {
                    policy: {
                        text: await scope.atCommit.policyTextAt(at.sha),
                        file: `${policyFile} at ${at.named}`,
                    },
                }),
        };
    }
    catch (error) {
        const which = at === undefined ? "the commit in force" : at.named;
        return {
            comparedWith: `nothing: the patch and assessment files at ${which} could not be read (${(0,errors/* errorMessage */.g)(error)})`,
            files: new Map(),
        };
    }
}
/**
 * The family's reviewed files (`set`) at commit `sha`, by path: taken from the run's one reading
 * of every family's (RunScope.atCommit), which the plan's comparison shares. When that
 * reading failed, the family's own folders are read alone, as they were before they were shared:
 * another family's folder that cannot be listed (a symbolic link, say) must not make this one's
 * record carry every file.
 */
async function familyFilesAt(scope, sha, set) {
    const ours = (files) => new Map([...files].filter(([path]) => set.belongs(path)));
    try {
        return ours(await scope.atCommit.reviewedFilesAt(sha));
    }
    catch {
        const read = await scope.host.inventory.filesUnder(sha, set.roots);
        return ours(read.map(({ path, text }) => [path, text]));
    }
}
/** The commit in force, named with the record that put it there; else `base`; else none. */
async function comparedCommit(scope, base) {
    const inForce = await scope.inForce(base);
    if (inForce !== null)
        return {
            sha: inForce.commit,
            named: inForce.from === "genesis"
                ? `the commit in force ${inForce.commit} (the genesis of ${scope.settings.evidenceBranch}: what its first record #${inForce.sequence} was judged at)`
                : `the commit in force ${inForce.commit} (merged by the change the gate accepted in record #${inForce.sequence} of ${scope.settings.evidenceBranch})`,
        };
    const sha = typeof base === "function" ? await base() : base;
    return sha === undefined ? undefined : { sha, named: `the base commit ${sha}` };
}
/**
 * The record's facts for `plan`, merged over `base`: read first, all of them (the checkout's files,
 * then what the code host holds at the base), then decided by core's pure functions. Nothing is
 * read of the base when there is no base or no baseline, nor read again when the owner policy or
 * the plan read it in this run.
 */
async function changeRecordFacts(scope, base, plan) {
    const merged = plan?.baselines;
    const reviewedFiles = [];
    for (const family of family_table/* MERGE_JUDGED_FAMILIES */.G) {
        const read = await familyFilesRead(scope, base, family);
        if (read !== undefined)
            reviewedFiles.push(read);
    }
    const atBase = await baseDocumentsRead(scope, base, merged);
    const declared = await checkoutGovernanceRead(scope);
    const timeZone = scope.settings.obligationsTimeZone;
    return changeRecordFactsOf({ declared, timeZone, merged, reviewedFiles, atBase });
}
/** The inventory files at `base` when the plan declares baselines, or why they could not be read. */
async function baseDocumentsRead(scope, base, merged) {
    if (base === undefined || merged === undefined)
        return {};
    try {
        return { documents: await baseDocuments(scope, base) };
    }
    catch (error) {
        return {
            unread: `the baselines at the base commit ${base} could not be read (${(0,errors/* errorMessage */.g)(error)}): each baseline the change record declares that the ledger has not seen is recorded as a change from an existing baseline nobody could read (CIP-010 R1.2 to R1.6 open, items unknown), never as first declared. Check the token can read the repository's contents at that commit`,
        };
    }
}
async function checkoutGovernanceRead(scope) {
    return {
        policyFile: scope.settings.policyFile,
        policyText: await scope.policyText(),
        documents: (await scope.inventory()).documents.map((document) => ({
            file: document.location.file,
            document,
        })),
        sourceCommands: (0,source_commands/* sourceCommandsOf */.l)(await (0,optional_file/* readNamedFile */.wh)(scope.context.workspaceDir, sources_schema/* DEFAULT_SOURCES_FILE */.U_), sources_schema/* DEFAULT_SOURCES_FILE */.U_),
    };
}
/** The governance facts the checkout's files declare: the merged ones at a merge. */
async function checkoutGovernance(scope) {
    return declaredGovernance(await checkoutGovernanceRead(scope));
}
/**
 * The governance facts commit `sha` declares, read through the code host: the ledger's genesis,
 * before any accepted merge recorded its own. Throws when its inventory files cannot be listed whole.
 */
async function governanceAt(scope, sha) {
    const { policyFile, patterns } = scope.settings;
    const root = scope.context.workspaceDir;
    const read = await scope.host.policy.filesAt(sha, {
        policy: policyFile,
        documents: async () => ({
            paths: (await scope.inventory()).files,
            ...(0,inventory_files/* inventoryPatternsAt */.J4)(patterns, root),
        }),
        sources: sources_schema/* DEFAULT_SOURCES_FILE */.U_,
        // Each system's impact and owners, and the sources' commands, are declared without a policy too.
        withoutPolicy: true,
    });
    if (read.unlisted !== undefined)
        throw new Error(read.unlisted);
    return declaredGovernance({
        policyFile,
        policyText: read.policy?.text,
        documents: read.documents.flatMap(({ path, text }) => (0,parse_inventory/* parseInventoryText */.r)(text, path).documents.map((document) => ({ file: path, document }))),
        sourceCommands: (0,source_commands/* sourceCommandsOf */.l)(read.sources?.text, sources_schema/* DEFAULT_SOURCES_FILE */.U_),
    });
}
/**
 * A family's reviewed files (its row's `reviewedFiles`) the checkout (the merged commit) has, and
 * those of `base` (the commit in force when the owner policy was read there, else the push's
 * base); none read when the family keeps no files or the checkout has none of them. When `base`
 * is unknown or its files cannot be read, every file is carried, compared with nothing, and the
 * log says why: a file carried again unchanged is no new fact (the obligations compare each with
 * the text in force at its path), so carrying more is safe where carrying less would lose a
 * reviewed evaluation or assessment.
 */
async function familyFilesRead(scope, base, family) {
    const set = family.reviewedFiles;
    if (set === undefined)
        return undefined;
    const merged = await scope.reviewedFiles(set);
    // A repository that keeps none costs no read. Removing every one takes nothing out of force:
    // what is in force stays tracked, and its clocks stay due (fail closed).
    if (merged.size === 0)
        return undefined;
    if (base === undefined)
        return {
            set,
            merged,
            inForce: new Map(),
            comparedWith: "nothing: this push names no earlier commit",
        };
    try {
        return {
            set,
            merged,
            inForce: await familyFilesAt(scope, base, set),
            comparedWith: base,
        };
    }
    catch (error) {
        scope.reporter.warning(`The ${family.name} ${set.name} at commit ${base} could not be read (${(0,errors/* errorMessage */.g)(error)}): the change record carries every one of the merge, which the obligations take as new only where its text differs from the one in force.`);
        return {
            set,
            merged,
            inForce: new Map(),
            comparedWith: `nothing: the ${set.name} at commit ${base} could not be read (${(0,errors/* errorMessage */.g)(error)})`,
        };
    }
}


/***/ }),

/***/ 9930:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  f6: () => (/* binding */ gatherPolicyFacts),
  d5: () => (/* binding */ mergedApprovals),
  M2: () => (/* binding */ pullRequestBase),
  qL: () => (/* binding */ pullRequestFacts)
});

// EXTERNAL MODULE: ./src/core/review/policy/approvers.ts
var approvers = __webpack_require__(1981);
// EXTERNAL MODULE: ./src/core/review/policy/freezes.ts
var freezes = __webpack_require__(3587);
;// CONCATENATED MODULE: ./src/core/review/policy/change-approvals.ts


/**
 * A change's approvals, from its review facts with the text of each approving review. An approval
 * whose account does not count for min-approvals (not a person with write access) counts for no
 * rule either, so it is left out.
 */
function changeApprovals(facts) {
    const fact = (login, onHeadCommit, authorOrCommitter) => ({
        login,
        onHeadCommit,
        authorOrCommitter,
        bot: false,
        body: facts.approvalBodies.get(login) ?? "",
    });
    return [
        ...facts.approvedBy.map((login) => fact(login, true, false)),
        ...facts.notIndependent.map((login) => fact(login, true, true)),
        ...facts.approvedEarlierCommit.map((login) => fact(login, false, false)),
    ];
}
/**
 * Several changes merged together are judged as one plan: an approval counts only when its author
 * approved every one of them, and overrides a freeze only when it does so in every one (with the
 * first change's reason). Fails closed: an approval of one change never vouches for another.
 */
function groupApprovals(perChange) {
    if (perChange.length === 1)
        return [...(perChange[0] ?? [])];
    const [mine = [], ...others] = perChange.map((approvals) => (0,approvers/* countedApprovals */.tx)(approvals).counted);
    return mine.flatMap((approval) => {
        const login = approval.login.toLowerCase();
        const all = [
            approval,
            ...others.map((approvals) => approvals.find((other) => other.login.toLowerCase() === login)),
        ];
        if (all.some((found) => found === undefined))
            return [];
        const overrides = all.every((found) => found !== undefined && (0,freezes/* overrideReason */.$9)(found.body) !== undefined);
        return [{ ...approval, body: overrides ? approval.body : "" }];
    });
}

// EXTERNAL MODULE: ./src/core/review/policy/judge-policy.ts + 5 modules
var judge_policy = __webpack_require__(4827);
// EXTERNAL MODULE: ./src/core/review/policy/codeowners.ts
var codeowners = __webpack_require__(4302);
// EXTERNAL MODULE: ./src/io/checkout/inventory-files.ts + 2 modules
var inventory_files = __webpack_require__(1857);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/io/checkout/optional-file.ts
var optional_file = __webpack_require__(4928);
;// CONCATENATED MODULE: ./src/io/checkout/policy-texts.ts
// The owner policy's files as the checkout has them (a pull request may change them): CODEOWNERS
// from the first of GitHub's places that has one, the policy file, the CIP-002 R2 review file, the
// sources file (whose commands are rules too) and the ledger writer's declaration (whose keys sign
// what is in force). Read as text; what they say is for
// core/review/policy/ and core/sources/ to read.



/**
 * The checkout's policy texts under `root`, the policy file's as the caller read it (the run reads
 * it once for every use: its rules, its baselines, its calendar); a file named "" is none.
 */
async function readCheckoutPolicyTexts(root, policyText, files) {
    const text = (file) => (0,optional_file/* readNamedFile */.wh)(root, file);
    return {
        codeowners: await readCheckoutCodeowners(root),
        policyText,
        reviewText: await text(files.reviewFile),
        sourcesText: await text(files.sourcesFile),
        ledgerText: await text(files.ledgerFile),
    };
}
/** The CODEOWNERS file GitHub would use: the first of its three places that exists. */
async function readCheckoutCodeowners(root) {
    for (const path of codeowners/* CODEOWNERS_PATHS */.xn) {
        const text = await (0,optional_file/* readTextIfPresent */.Ge)((0,external_node_path_.join)(root, path));
        if (text !== undefined)
            return { path, text };
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/io/checkout/case-collisions.ts + 1 modules
var case_collisions = __webpack_require__(6512);
// EXTERNAL MODULE: ./src/core/sources/source-commands.ts
var source_commands = __webpack_require__(332);
// EXTERNAL MODULE: ./src/core/sources/sources-schema.ts
var sources_schema = __webpack_require__(9390);
// EXTERNAL MODULE: ./src/core/evidence/chain/writer-declaration.ts + 1 modules
var writer_declaration = __webpack_require__(3754);
// EXTERNAL MODULE: ./src/action/settings/ledger-settings.ts
var ledger_settings = __webpack_require__(3116);
;// CONCATENATED MODULE: ./src/action/policy/policy-files.ts
// The files the owner policy is judged from, read once: at the base commit through the code host
// (never from the pull request: the policy file, CODEOWNERS, the inventory documents, at the
// checkout's paths and at those the inventory patterns match there, and the review file there)
// and in the checkout (a pull request may change them). What they say is read by
// core/review/policy/base-policy.ts.








/**
 * The policy's files at `baseSha` (given, or computed only when a policy file is named); undefined
 * when the input policy is empty or the file does not exist at the base.
 */
async function readPolicyFiles(scope, baseSha) {
    const file = scope.settings.policyFile;
    if (file === "")
        return undefined;
    const base = await factsInForceCommit(scope, typeof baseSha === "string" ? baseSha : await baseSha());
    let loaded;
    const { reviewFile } = scope.settings;
    const atBase = await scope.host.policy.filesAt(base, {
        policy: file,
        // The checkout's files, and the base's own under the same patterns: a document moved or
        // deleted since is at no path of the checkout.
        documents: async () => {
            loaded = await scope.inventory();
            const { patterns } = scope.settings;
            return { paths: loaded.files, ...(0,inventory_files/* inventoryPatternsAt */.J4)(patterns, scope.context.workspaceDir) };
        },
        ...(reviewFile === "" ? {} : { review: reviewFile }),
        sources: sources_schema/* DEFAULT_SOURCES_FILE */.U_,
        ledger: writer_declaration/* LEDGER_DECLARATION_FILE */.QS,
    });
    const { policy } = atBase;
    if (policy === undefined || loaded === undefined) {
        scope.reporter.info(`No owner policy: ${file} does not exist at the commit ${base}.`);
        return undefined;
    }
    // Read with the policy and listed whole, the base's documents are those the baseline comparison
    // and the change record read too.
    if (atBase.unlisted === undefined)
        await scope.atCommit.documentsAt(base, async () => atBase.documents);
    const root = scope.context.workspaceDir;
    const guarded = {
        matches: (0,inventory_files/* inventoryPatternsAt */.J4)(scope.settings.patterns.map((pattern) => pattern.toLowerCase()), root.toLowerCase()).matches,
        files: [
            file,
            ...(reviewFile === "" ? [] : [reviewFile]),
            sources_schema/* DEFAULT_SOURCES_FILE */.U_,
            writer_declaration/* LEDGER_DECLARATION_FILE */.QS,
            ...codeowners/* CODEOWNERS_PATHS */.xn,
        ],
    };
    const collision = await (0,case_collisions/* caseCollision */.z)(root, guarded, scope.ignoresCase);
    const { sourcesText, ledgerText, ...texts } = await readCheckoutPolicyTexts(root, await scope.policyText(), {
        reviewFile,
        sourcesFile: sources_schema/* DEFAULT_SOURCES_FILE */.U_,
        ledgerFile: writer_declaration/* LEDGER_DECLARATION_FILE */.QS,
    });
    return {
        baseSha: base,
        policyFile: file,
        reviewFile,
        sources: {
            file: sources_schema/* DEFAULT_SOURCES_FILE */.U_,
            atBase: (0,source_commands/* sourceCommandsOf */.l)(atBase.sources?.text, sources_schema/* DEFAULT_SOURCES_FILE */.U_),
            checkout: (0,source_commands/* sourceCommandsOf */.l)(sourcesText, sources_schema/* DEFAULT_SOURCES_FILE */.U_),
        },
        ledger: {
            file: writer_declaration/* LEDGER_DECLARATION_FILE */.QS,
            atBase: atBase.ledger?.text,
            checkout: ledgerText,
        },
        atBase: { ...atBase, policy },
        checkout: {
            documents: loaded.documents.map((document) => ({ file: document.location.file, document })),
            ...texts,
            ...(collision === undefined ? {} : { unreadable: collision }),
        },
    };
}
/**
 * The commit whose files are in force: the one the last merge the gate accepted merged, or before
 * any, the ledger's genesis (the commit its first record was judged or read at), from the
 * authenticated reading of the evidence ledger (core/evidence/chain/ledger-authority.ts), never
 * what the base branch holds. A refused change merged anyway, or a direct push, is then part of
 * every later change, judged by the rules in force. Only without a ledger, or before it was
 * started (no record, no kept head), the base, and the log says so.
 */
async function factsInForceCommit(scope, base) {
    const { evidenceBranch, workspace } = scope.settings;
    if (evidenceBranch === "") {
        scope.reporter.info(`${ledger_settings/* NO_LEDGER */.YG}: the owner policy is judged at the base commit ${base}, whatever change put its files there.`);
        return base;
    }
    const inForce = await scope.inForce(base);
    if (inForce === null) {
        scope.reporter.info(`The evidence ledger on ${evidenceBranch} has not been started for workspace ${workspace} (no record, and no head kept on the default branch): the owner policy is judged at the base commit ${base}. The first record (this merge's, or the first drift check's) is its genesis: from then on only accepted merges put files in force.`);
        return base;
    }
    const since = inForce.commit === base
        ? ""
        : `; every change to the owner policy, owners, CIP Senior Manager or sources since (the base is ${base}) is part of this change`;
    scope.reporter.info(inForce.from === "genesis"
        ? `Judged against the facts in force: the files of commit ${inForce.commit}, the genesis of ${evidenceBranch} (what record #${inForce.sequence}, its first, was judged at), as no merge the gate accepted is recorded yet${since}.`
        : `Judged against the facts in force: the files of commit ${inForce.commit}, merged by the change the gate accepted in record #${inForce.sequence} of ${evidenceBranch}${since}.`);
    return inForce.commit;
}

;// CONCATENATED MODULE: ./src/action/policy/policy-facts.ts
// The facts the owner policy is judged from, gathered once per judgement by every route: the files
// read by policy-files.ts, what is judged, the approvals, and the team memberships the policy's
// questions need (the one read that depends on the others: core's `prepareJudgement` says which).
// The judgement itself is the one pure call `judgePolicy` (core/review/policy/judge-policy.ts);
// the routes only report and record it.



/**
 * Every fact the owner policy at `base` is judged from, in the order they depend on each other:
 * its files (policy-files.ts), then what is judged (`subjectsOf`, asked only when there is a
 * policy: a merge plans, a review reads its comment, only then), then the team memberships the
 * policy's questions need (core's `prepareJudgement` says which). Undefined when there is no
 * policy at the base. The judgement itself is the one pure call `judgePolicy`.
 */
async function gatherPolicyFacts(scope, base, subjectsOf) {
    const files = await readPolicyFiles(scope, base);
    if (files === undefined)
        return undefined;
    const { subjects, read } = await subjectsOf(files);
    const prepared = (0,judge_policy/* prepareJudgement */.V9)(files, subjects);
    const teams = prepared.questions?.teams ?? [];
    const logins = prepared.questions?.logins ?? [];
    const memberships = teams.length === 0 || logins.length === 0
        ? []
        : await scope.host.policy.memberships(teams, logins);
    return { files, facts: { ...prepared, memberships, now: Date.now() }, read };
}
/** The approvals of the merged (or queued) changes, judged together (groupApprovals). */
function mergedApprovals(facts) {
    return groupApprovals(facts.changes.map((change) => changeApprovals(change)));
}
/** A pull request's change, its plan comment and its approvals, as the code host shows them. */
async function pullRequestFacts(scope, number) {
    const facts = await scope.host.policy.changeFacts(number, scope.settings.workspace);
    const approvals = changeApprovals(facts);
    return { change: facts.change, note: facts.note, approvals };
}
/** The base commit the event names, else (a payload without it) the pull request's. */
function pullRequestBase(scope, pullRequest) {
    if (pullRequest.baseSha !== undefined)
        return pullRequest.baseSha;
    return () => scope.host.policy.baseOf(pullRequest.number);
}


/***/ }),

/***/ 6563:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  p: () => (/* binding */ reportGuards),
  Y: () => (/* binding */ reportPolicyProtection)
});

;// CONCATENATED MODULE: ./src/core/review/branch-guards.ts
/** A ruleset that protects the evidence branch, as GitHub's settings name its rules. */
const HOW_TO_PROTECT = 'add a ruleset targeting it (Settings > Rules > Rulesets) with "Restrict deletions" and "Block force pushes" and no bypass actors; to restrict updates too, "Restrict updates" in a ruleset of its own with the workflow\'s app (GitHub Actions) as the only bypass actor';
/** Whether the ruleset rules on the evidence branch `branch` block its deletion and force pushes. */
function judgeLedgerProtection(branch, rules) {
    if (rules.kind === "unreadable")
        return {
            kind: "unknown",
            text: `Whether the evidence branch ${branch} is protected cannot be told (its rulesets could not be read: ${rules.why}); ${HOW_TO_PROTECT}.`,
        };
    const types = new Set(rules.kind === "read" ? rules.value : []);
    const missing = [
        ...(types.has("deletion") ? [] : ["deletion"]),
        ...(types.has("non_fast_forward") ? [] : ["force pushes"]),
    ];
    if (missing.length === 0)
        return {
            kind: "ok",
            text: `The evidence branch ${branch} is protected by a ruleset against deletion and force pushes${types.has("update") ? ", and updates by others" : " (updates by others are not restricted: a commit by another account is refused by every run's reading, not kept out)"}.`,
        };
    return {
        kind: "missing",
        text: `The evidence branch ${branch} is not protected against ${missing.join(" and ")} by any ruleset: anyone who can push can delete or rewind it. The head kept on the default branch makes the next run refuse to judge, but restoring the ledger then needs a clone or bundle of it; ${HOW_TO_PROTECT}.`,
    };
}
/**
 * Whether merging into the default branch `branch` needs an approval: `minApprovals` (the input;
 * "not read" by `cip-sync doctor`, which does not read the workflow), or the most approving reviews
 * an active pull request rule requires.
 */
function judgeApprovalsRequired(branch, minApprovals, ruleApprovals) {
    if (minApprovals !== "not read" && minApprovals > 0)
        return {
            kind: "ok",
            text: `The gate requires ${minApprovals} approval(s) of the merged head (min-approvals).`,
        };
    const input = minApprovals === "not read"
        ? "the workflow's min-approvals is not read here"
        : "min-approvals is 0";
    if (ruleApprovals.kind === "read" && ruleApprovals.value > 0)
        return {
            kind: "ok",
            text: `A ruleset on ${branch} requires ${ruleApprovals.value} approving review(s) before a merge (${input}).`,
        };
    // An unread ruleset may require approvals: say it cannot be told, never that none is required.
    const unreadable = ruleApprovals.kind === "unreadable";
    const rules = unreadable
        ? `its rulesets could not be read (${ruleApprovals.why})`
        : `no ruleset on ${branch} requires an approving review`;
    const consequence = unreadable
        ? "if none requires one, a pull request nobody approved is applied on merge"
        : minApprovals === "not read"
            ? "unless the workflow sets min-approvals to 1 or more, a pull request nobody approved is applied on merge"
            : "so a pull request nobody approved is applied on merge";
    const verdict = unreadable
        ? "Whether an approval is required cannot be told"
        : "No approval is required";
    return {
        kind: unreadable ? "unknown" : "missing",
        text: `${verdict}: ${input} and ${rules} (classic branch protection is not read with a workflow's token), ${consequence}. Set the input min-approvals to 1 or more, or add a ruleset on ${branch} with "Require a pull request before merging" and required approvals.`,
    };
}

// EXTERNAL MODULE: ./src/core/review/required-policy-status.ts
var required_policy_status = __webpack_require__(9325);
// EXTERNAL MODULE: ./src/render/shared/escape-markdown.ts
var escape_markdown = __webpack_require__(4747);
;// CONCATENATED MODULE: ./src/action/policy/policy-protection.ts
// Whether GitHub enforces the gate: a pull request, a merge and a drift check with an owner policy
// say loudly (a warning annotation and a line of the job summary) when the default branch does not
// require the status cip-sync/policy, or when that cannot be told, since a refusal GitHub does not
// enforce is only a record of one. A warning, never a failure; and never "required" unless a rule
// that was read says so (core/review/required-policy-status.ts). So do they when the evidence
// branch is not protected against deletion and force pushes, and a pull request and a merge when
// no approval is required anywhere (core/review/branch-guards.ts).



const TITLES = {
    "not-required": "cip-sync/policy is not required",
    unknown: "cip-sync/policy may not be required",
};
async function reportPolicyProtection(scope) {
    // Without a policy file no status is ever set, so there is nothing for the branch to require. A
    // file that cannot be read is reported by the route that reads it; the branch is checked anyway.
    const policy = await scope.policyText().catch(() => "");
    if (policy === undefined)
        return;
    const facts = await scope.host.statuses.policyRequirement(scope.context.defaultBranch);
    const requirement = (0,required_policy_status/* judgePolicyStatusRequirement */.T)(facts);
    await say(scope, requirement.text, requirement.kind === "required" ? undefined : TITLES[requirement.kind]);
}
// A guard whose rules could not be read is titled as unknown, never as missing.
const GUARD_TITLES = {
    ledger: {
        missing: "Evidence branch not protected",
        unknown: "Evidence branch protection unknown",
    },
    approvals: { missing: "No approval required", unknown: "Required approvals unknown" },
};
/**
 * The evidence branch's protection, and (`approvals`) whether merging needs an approval: the rules
 * read first, then judged, then said.
 */
async function reportGuards(scope, { approvals }) {
    const { evidenceBranch, minApprovals } = scope.settings;
    const branch = scope.context.defaultBranch;
    const ledgerRules = evidenceBranch === "" ? undefined : await scope.host.statuses.ruleTypes(evidenceBranch);
    const approvalRules = !approvals || branch === undefined
        ? undefined
        : minApprovals > 0
            ? { kind: "read", value: 0 }
            : await scope.host.statuses.requiredApprovals(branch);
    const judged = [
        ...(ledgerRules === undefined
            ? []
            : [["ledger", judgeLedgerProtection(evidenceBranch, ledgerRules)]]),
        ...(approvalRules === undefined || branch === undefined
            ? []
            : [["approvals", judgeApprovalsRequired(branch, minApprovals, approvalRules)]]),
    ];
    for (const [guard, { kind, text }] of judged)
        await say(scope, text, kind === "ok" ? undefined : GUARD_TITLES[guard][kind]);
}
/** Where a control holds, a line of the log; else a warning annotation and a line of the summary. */
async function say(scope, text, warning) {
    if (warning === undefined) {
        scope.reporter.info(text);
        return;
    }
    scope.reporter.warning(text, { title: warning });
    await scope.reporter.summary(`**${warning}.** ${(0,escape_markdown/* escapeMarkdown */.FV)(text)}\n\n`);
}


/***/ }),

/***/ 1963:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Qh: () => (/* binding */ logJudgement),
  U4: () => (/* binding */ policySection),
  S0: () => (/* binding */ publishPolicyStatus)
});

// EXTERNAL MODULE: ./src/core/review/policy-status-target.ts
var policy_status_target = __webpack_require__(465);
// EXTERNAL MODULE: ./src/core/shared/wording.ts
var wording = __webpack_require__(2205);
// EXTERNAL MODULE: ./src/render/review/policy-markdown.ts
var policy_markdown = __webpack_require__(8217);
// EXTERNAL MODULE: ./src/core/shared/text/reveal.ts
var reveal = __webpack_require__(6800);
;// CONCATENATED MODULE: ./src/render/review/policy-text.ts


function renderPolicyText(evaluation, operations, policyFile) {
    const lines = [
        `Policy ${(0,reveal/* revealHiddenCharacters */.cr)(policyFile)}: ${(0,wording/* countOf */.pq)(evaluation.rules.length, "rule")} ${evaluation.rules.length === 1 ? "applies" : "apply"} to this plan.`,
    ];
    for (const rule of evaluation.rules) {
        const covers = rule.governs === undefined
            ? (0,wording/* countOf */.pq)(rule.operations.length, "operation")
            : `a change judged at the base: ${(0,reveal/* revealHiddenCharacters */.cr)(rule.governs)}`;
        lines.push(`  ${(0,reveal/* revealHiddenCharacters */.cr)(rule.id)}: ${rule.result}, for ${covers}`);
        for (const operation of rule.operations.flatMap((index) => operations[index] ?? []))
            lines.push(`    - ${operationWords(operation)}`);
        for (const requirement of rule.requirements)
            lines.push(`    ${requirementLine(requirement)}`);
    }
    for (const freeze of evaluation.freezes) {
        lines.push(`  freeze ${(0,reveal/* revealHiddenCharacters */.cr)(freeze.id)} (${freeze.from} to ${freeze.to}): ${freeze.result}, for ${(0,wording/* countOf */.pq)(freeze.operations.length, "operation")}`);
        if (freeze.override) {
            lines.push(`    overridden by ${(0,reveal/* revealHiddenCharacters */.cr)(freeze.override.login)}: ${(0,reveal/* revealHiddenCharacters */.cr)(freeze.override.reason)}`);
        }
        else
            lines.push(`    ${(0,reveal/* revealHiddenCharacters */.cr)(freeze.problem)}`);
    }
    for (const ignored of evaluation.ignored) {
        lines.push(`  not counted: ${(0,reveal/* revealHiddenCharacters */.cr)(ignored.login)} (${ignored.why})`);
    }
    const { verdict } = evaluation;
    lines.push(verdict.allowed
        ? "Allowed: every rule that applies is met and no freeze holds."
        : `Refused: ${verdict.reasons.map(reveal/* revealHiddenCharacters */.cr).join("; ")}.`);
    return `${lines.join("\n")}\n`;
}
function requirementLine(requirement) {
    const from = requirement.system
        ? `owners of ${(0,reveal/* revealHiddenCharacters */.cr)(requirement.system.name)} (${requirement.eligible.map(reveal/* revealHiddenCharacters */.cr).join(", ") || "none"})`
        : requirement.eligible.map(reveal/* revealHiddenCharacters */.cr).join(", ");
    const by = requirement.satisfiedBy.length > 0
        ? requirement.satisfiedBy.map(reveal/* revealHiddenCharacters */.cr).join(", ")
        : "nobody yet";
    const problem = requirement.problem ? `; ${(0,reveal/* revealHiddenCharacters */.cr)(requirement.problem)}` : "";
    return `${requirement.approvals} from ${from}: approved by ${by}${problem}`;
}
function operationWords(operation) {
    const system = (0,reveal/* revealHiddenCharacters */.cr)(operation.cyber_system.name);
    if (operation.action !== "update")
        return `${operation.action} ${(0,reveal/* revealHiddenCharacters */.cr)(operation.name)} in ${system}`;
    const from = operation.changes.cyber_system?.from;
    const where = from ? `from ${(0,reveal/* revealHiddenCharacters */.cr)(from.name)} to ${system}` : `in ${system}`;
    return `${operation.kinds.join(", ")} ${(0,reveal/* revealHiddenCharacters */.cr)(operation.name)} ${where}`;
}

;// CONCATENATED MODULE: ./src/action/policy/policy-report.ts




/** The judgement in the run's log, under the policy file and base commit it was read at. */
function logJudgement(scope, judgement, plan) {
    const { evaluation, base, verdict } = judgement;
    const title = `Owner policy ${base.source.file} at ${(0,wording/* shortSha */.Fu)(base.source.baseSha)}`;
    if (evaluation === undefined || plan === undefined)
        scope.reporter.group(title, `Refused: ${verdict.reasons.join("; ")}.\n`);
    else
        scope.reporter.group(title, renderPolicyText(evaluation, plan.operations, base.source.file));
}
/**
 * The `cip-sync/policy` status on the pull request's head commit, when its base is the branch the
 * apply job serves (policy-status-target.ts); the run's log says what it was set to, or why not.
 */
async function publishPolicyStatus(scope, pullRequest, sha, judgement) {
    const target = (0,policy_status_target/* policyStatusTarget */.t)(pullRequest);
    if (target.kind === "skip") {
        scope.reporter.info(`Did not set the commit status cip-sync/policy: ${target.reason}.`);
        return;
    }
    await scope.host.statuses.setPolicy(sha, judgement, scope.context.runUrl);
    const { allowed, reasons } = judgement.verdict;
    scope.reporter.info(`Set the commit status cip-sync/policy on ${(0,wording/* shortSha */.Fu)(sha)}: ${allowed ? "success" : `failure (${reasons.join("; ")})`}.`);
}
/** The plan comment's Policy section for the judgement. */
function policySection(judgement) {
    return (0,policy_markdown/* renderPolicySection */.oC)({
        file: judgement.base.source.file,
        baseSha: judgement.base.source.baseSha,
        evaluation: judgement.evaluation,
        reasons: judgement.verdict.reasons,
        operations: judgement.operations,
        governance: judgement.evaluation === undefined ? [] : judgement.governance,
    });
}


/***/ }),

/***/ 2806:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  chooseRoute: () => (/* binding */ chooseRoute),
  requireApiKey: () => (/* binding */ requireApiKey),
  runAction: () => (/* binding */ runAction)
});

// EXTERNAL MODULE: ./src/core/shared/exhaustive.ts
var exhaustive = __webpack_require__(1565);
// EXTERNAL MODULE: ./src/action/policy/policy-protection.ts + 1 modules
var policy_protection = __webpack_require__(6563);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var shared_diagnostics = __webpack_require__(7273);
// EXTERNAL MODULE: ./src/engine/engine.ts + 23 modules
var engine = __webpack_require__(109);
// EXTERNAL MODULE: ./src/core/review/policy/judge-policy.ts + 5 modules
var judge_policy = __webpack_require__(4827);
// EXTERNAL MODULE: ./src/core/review/policy/recorded-subjects.ts
var recorded_subjects = __webpack_require__(8653);
// EXTERNAL MODULE: ./src/core/review/policy/governance/recorded-governance.ts
var recorded_governance = __webpack_require__(8464);
// EXTERNAL MODULE: ./src/action/policy/policy-facts.ts + 3 modules
var policy_facts = __webpack_require__(9930);
// EXTERNAL MODULE: ./src/action/policy/policy-report.ts + 1 modules
var policy_report = __webpack_require__(1963);
// EXTERNAL MODULE: ./src/action/run/review-flow.ts
var review_flow = __webpack_require__(2203);
// EXTERNAL MODULE: ./src/action/run/messages.ts
var messages = __webpack_require__(3622);
// EXTERNAL MODULE: ./src/action/evidence/change-record-facts.ts + 3 modules
var change_record_facts = __webpack_require__(7333);
// EXTERNAL MODULE: ./src/io/checkout/optional-file.ts
var optional_file = __webpack_require__(4928);
;// CONCATENATED MODULE: ./src/action/pull-request/pull-request-route.ts
// The pull request route: the plan of the pull request's head against the live service, in the
// job summary and the sticky comment, with the owner policy judged at the base (its status and the
// comment's Policy section) and the delete label kept in step. A pull request from a fork, which
// GitHub gives no secrets, has its files validated offline instead.












function issueOf(scope, number) {
    return { owner: scope.context.owner, repo: scope.context.repo, number };
}
async function planPullRequest(scope, pullRequest) {
    const target = { issue: issueOf(scope, pullRequest.number) };
    const head = pullRequest.headSha;
    if (pullRequest.fromFork)
        return validateWithoutPlan(scope, target, head);
    await scope.withService(async (client) => {
        await (0,policy_protection/* reportGuards */.p)(scope, { approvals: true });
        // Its baselines against those in force (else the base's): a deviation is a change reviewers
        // must see (CIP-010 R1.2), as the merge's change record will list it.
        const outcome = await (0,engine/* planFromSource */.rW)({
            ...scope.planSettings(),
            sources: scope.sourcesFile,
            existingBaselines: (0,change_record_facts/* existingBaselinesAt */.Rw)(scope, (0,policy_facts/* pullRequestBase */.M2)(scope, pullRequest)),
            // The patch sources check (R2.1): the items without a patch source, those this pull request adds first.
            patchSources: scope.patchSources,
            // What the reviewer approves for R2.2 and R2.3: the patch files this pull request changes.
            reviewedFilesAtBase: (0,change_record_facts/* reviewedFilesAtBaseOf */.qr)(scope, (0,policy_facts/* pullRequestBase */.M2)(scope, pullRequest)),
        }, client);
        // The change's cip-ledger.yaml is refused at its line with the files (a private key in it too).
        const declaration = (await (0,optional_file/* declarationProblemsIn */.u6)(scope.context.workspaceDir)) ?? [];
        scope.annotate([...declaration, ...outcome.diagnostics]);
        if (outcome.status === "invalid" || (0,shared_diagnostics/* hasErrors */.Cs)(declaration))
            return scope.failInvalid([...declaration, ...outcome.diagnostics].sort(shared_diagnostics/* compareDiagnostics */.oV), {
                ...target,
                head,
                fingerprint: undefined,
            });
        const { plan } = outcome;
        await scope.reportPlan(plan);
        const policy = await pullRequestPolicy(scope, pullRequest, plan);
        const statusLine = (0,messages/* planStatus */.wf)(plan, head);
        await scope.reporter.summary((cap) => `## Inventory plan: workspace \`${scope.settings.workspace}\`\n\n${statusLine}\n\n${scope.summaryPlan(plan, cap)}`);
        for (const violation of plan.safety.violations)
            scope.reporter.warning(violation.message, { title: "Safety limit" });
        await scope.comment(target, {
            fingerprint: plan.fingerprint,
            head,
            status: "planned",
            ...(0,review_flow/* reviewHeaderOf */.l_)(plan),
            ...policy?.header,
            statusLine,
            render: (maxLength) => {
                const section = policy?.section ?? "";
                return `${section}${scope.commentPlan(plan, maxLength - section.length)}`;
            },
        });
        await (0,review_flow/* syncDeleteLabel */.Z2)(scope, target.issue, plan.summary.delete, pullRequest.labels);
    });
}
/** A pull request from a fork, without the key: the files are checked offline, without failing for that. */
async function validateWithoutPlan(scope, target, head) {
    const loaded = await scope.validatedOffline();
    const message = (0,messages/* noPlanMessage */.Ir)(messages/* FORK_WITHOUT_KEY */.SP);
    scope.reporter.warning(message, { title: "No plan" });
    if ((0,shared_diagnostics/* hasErrors */.Cs)(loaded.diagnostics)) {
        return scope.failInvalid(loaded.diagnostics, { ...target, head, fingerprint: undefined }, message);
    }
    await scope.reporter.summary(`## Inventory plan: workspace \`${scope.settings.workspace}\`\n\n${message}\n\nThe files are valid.`);
    await scope.comment(target, {
        fingerprint: undefined,
        head,
        status: "no-plan",
        statusLine: `**No plan.** ${message}`,
        render: () => "The files are valid.\n",
    });
}
/**
 * After the plan: the policy judged, the status set on the head commit, and the comment's part.
 * Undefined when there is no policy at the base.
 */
async function pullRequestPolicy(scope, pullRequest, plan) {
    const { operations } = plan;
    const gathered = await (0,policy_facts/* gatherPolicyFacts */.f6)(scope, (0,policy_facts/* pullRequestBase */.M2)(scope, pullRequest), async () => {
        const { approvals } = await (0,policy_facts/* pullRequestFacts */.qL)(scope, pullRequest.number);
        return { read: undefined, subjects: { operations, approvals } };
    });
    if (gathered === undefined)
        return undefined;
    const judgement = (0,judge_policy/* judgePolicy */.CL)(gathered.facts);
    // The header records the changes to the rules too: a review judges them from the comment.
    const recorded = (0,recorded_subjects/* recordSubjects */.rn)(operations, (0,recorded_governance/* recordGovernance */.i)(judgement.governance));
    (0,policy_report/* logJudgement */.Qh)(scope, judgement, plan);
    await (0,policy_report/* publishPolicyStatus */.S0)(scope, pullRequest, pullRequest.headSha, judgement);
    return {
        header: recorded === undefined ? {} : { policy: recorded },
        section: (0,policy_report/* policySection */.U4)(judgement),
    };
}

;// CONCATENATED MODULE: ./src/action/validate/validate-route.ts
// The validate route: the inventory files checked offline, without the service.


async function validate(scope) {
    const loaded = await scope.validatedOffline();
    if ((0,shared_diagnostics/* hasErrors */.Cs)(loaded.diagnostics))
        return scope.failInvalid(loaded.diagnostics, undefined);
    const assets = loaded.documents.reduce((sum, document) => sum + document.assets.length, 0);
    await scope.reporter.summary(`## Inventory validation: workspace \`${scope.settings.workspace}\`\n\n${(0,messages/* validSummary */.Nj)(loaded.files.length, loaded.documents.length, assets)}`);
}

// EXTERNAL MODULE: ./src/core/review/policy/file/parse-policy.ts + 4 modules
var parse_policy = __webpack_require__(9914);
// EXTERNAL MODULE: ./src/core/review/policy/file/plan-rules.ts
var plan_rules = __webpack_require__(4465);
;// CONCATENATED MODULE: ./src/io/checkout/baseline-rule.ts



/** `file` under `root` ("" names none); its baselines rule, or why it cannot be known. */
async function readBaselineRule(root, file) {
    return baselineRuleOfText(await readNamedFile(root, file), file);
}
/** The baselines rule of the policy file `file`'s text (undefined: there is no such file). */
function baselineRuleOfText(text, file) {
    return planRulesOfText(text, file).baselines;
}
/**
 * `patch_sources:` of the policy file `file`'s text (undefined: there is no such file), or why it
 * cannot be known: the plan then refuses wherever `require` could (core/patches/plan-sources.ts).
 */
function patchSourceRuleOfText(text, file) {
    if (text === undefined)
        return { rule: undefined };
    const parsed = (0,parse_policy/* parsePolicyText */.X)(text, file);
    if (parsed.policy === undefined)
        return { diagnostics: parsed.diagnostics };
    const setting = parsed.policy.patchSources;
    return { rule: setting === undefined ? undefined : { setting, file } };
}
/**
 * `vulnerability_assessments:` of the policy file `file`'s text, or why it cannot be known: the
 * plan then refuses wherever `require` could (core/assessments/commissioning-assessments.ts).
 */
function vulnerabilityAssessmentRuleOfText(text, file) {
    if (text === undefined)
        return { rule: undefined };
    const parsed = (0,parse_policy/* parsePolicyText */.X)(text, file);
    if (parsed.policy === undefined)
        return { diagnostics: parsed.diagnostics };
    const setting = parsed.policy.vulnerabilityAssessments;
    return { rule: setting === undefined ? undefined : { setting, file } };
}
/**
 * The families' gate settings of the policy file `file`'s text (undefined: there is no such
 * file, every gate its default), or why they cannot be known: each gate then refuses wherever its
 * strictest setting would.
 */
function gateRulesOfText(text, file) {
    return planRulesOfText(text, file).gateRules;
}
/**
 * The policy's rules a plan reads (`baselines:`, the families' gates), from its text read and
 * parsed once, however many of them the plan asks.
 */
function planPolicyRules(policyText, file) {
    let rules;
    const read = () => (rules ??= policyText().then((text) => (0,plan_rules/* planRulesOfText */.F)(text, file)));
    return {
        baselines: async () => (await read()).baselines,
        gateRules: async () => (await read()).gateRules,
    };
}

// EXTERNAL MODULE: ./src/io/checkout/reviewed-files.ts + 2 modules
var reviewed_files = __webpack_require__(3492);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/render/review/comment-body.ts
var comment_body = __webpack_require__(4222);
// EXTERNAL MODULE: ./src/render/plan/plan-json.ts
var plan_json = __webpack_require__(1086);
// EXTERNAL MODULE: ./src/core/assessments/commissioning-assessments.ts
var commissioning_assessments = __webpack_require__(366);
// EXTERNAL MODULE: ./src/core/shared/wording.ts
var wording = __webpack_require__(2205);
// EXTERNAL MODULE: ./src/render/shared/commissioning-assessment-words.ts
var commissioning_assessment_words = __webpack_require__(9758);
// EXTERNAL MODULE: ./src/render/shared/escape-markdown.ts
var escape_markdown = __webpack_require__(4747);
// EXTERNAL MODULE: ./src/render/shared/markdown-layout.ts
var markdown_layout = __webpack_require__(8902);
;// CONCATENATED MODULE: ./src/render/plan/commissioning-markdown.ts
// The plan comment's CIP-010-4 R3.3 section (plan-markdown.ts places it after the patch sources):
// a row per asset the change puts into service in a High system, those without evidence first.






/** The CIP-010-4 R3.3 check: a row per asset commissioned in a High system, those without evidence first. */
function commissioningSections(check) {
    if (check === undefined)
        return [];
    const heading = (0,escape_markdown/* escapeMarkdown */.FV)((0,commissioning_assessment_words/* commissioningAssessmentHeading */._8)(check));
    const gaps = check.commissioned.some((entry) => entry.gap !== undefined);
    return [
        (0,markdown_layout/* table */.tp)(`#### Commissioning assessments\n\n${heading}${gaps ? ` ${(0,escape_markdown/* escapeMarkdown */.FV)(commissioning_assessment_words/* COMMISSIONING_ASSESSMENT_FIX_LINE */.Kj)}` : ""}`, (0,wording/* countOf */.pq)(check.commissioned.length, "asset"), ["Asset", "Class", "Cyber system", "R3.3", "Where"], (0,commissioning_assessment_words/* commissionedInOrder */.Kp)(check).map((entry) => (0,markdown_layout/* row */.nM)("commissioned asset", [
            (0,escape_markdown/* escapeMarkdown */.FV)(entry.asset),
            entry.class,
            (0,escape_markdown/* escapeMarkdown */.FV)(entry.cyber_system),
            entry.gap !== undefined
                ? `**${(0,escape_markdown/* escapeMarkdown */.FV)(`${commissioning_assessments/* NO_COMMISSIONING_ASSESSMENT */.FE}: ${entry.gap}`)}**`
                : (0,escape_markdown/* escapeMarkdown */.FV)((0,commissioning_assessment_words/* notJudgedWords */.wb)(entry) ??
                    (0,commissioning_assessment_words/* commissionedWords */.gk)(entry, (name) => name).replace(/^\S+ /, "")),
            (0,escape_markdown/* markdownCodeSpan */.Bk)((0,shared_diagnostics/* formatLocation */.j$)(entry.location)),
        ]))),
    ];
}

// EXTERNAL MODULE: ./src/render/shared/diagnostics.ts
var render_shared_diagnostics = __webpack_require__(7924);
// EXTERNAL MODULE: ./src/render/plan/operation-cells.ts
var operation_cells = __webpack_require__(9763);
// EXTERNAL MODULE: ./src/core/plan/renames/possible-renames.ts
var possible_renames = __webpack_require__(3270);
// EXTERNAL MODULE: ./src/render/plan/plan-view.ts
var plan_view = __webpack_require__(2997);
// EXTERNAL MODULE: ./src/render/shared/baseline-deviation-words.ts
var baseline_deviation_words = __webpack_require__(1015);
// EXTERNAL MODULE: ./src/render/shared/patch-source-words.ts
var patch_source_words = __webpack_require__(2346);
// EXTERNAL MODULE: ./src/core/patches/plan-sources.ts
var plan_sources = __webpack_require__(3192);
// EXTERNAL MODULE: ./src/render/shared/reviewed-file-words.ts
var reviewed_file_words = __webpack_require__(6810);
// EXTERNAL MODULE: ./src/render/shared/released-system-words.ts
var released_system_words = __webpack_require__(9719);
;// CONCATENATED MODULE: ./src/render/plan/scope-markdown.ts





/** The systems whose document was removed since the base: a list item each. */
function releasedSections(released) {
    if (released === undefined)
        return [];
    return [
        {
            head: `#### Leaving management\n\n${(0,escape_markdown/* escapeMarkdown */.FV)((0,released_system_words/* releasedHeading */.ec)(released))}\n\n`,
            rows: released.map((system) => (0,markdown_layout/* row */.nM)("cyber system", `- ${(0,released_system_words/* releasedLine */.Ql)(system, escape_markdown/* markdownCodeSpan */.Bk)}\n`)),
            tail: "",
        },
    ];
}
/** The live assets of `prune: false` systems that no document declares: a row each. */
function unmanagedSections(unmanaged) {
    if (unmanaged.length === 0)
        return [];
    const one = unmanaged.length === 1;
    return [
        (0,markdown_layout/* table */.tp)(`#### Kept, not managed (\`prune: false\`)\n\n${(0,wording/* countOf */.pq)(unmanaged.length, "live asset")} of \`prune: false\` systems ${one ? "is" : "are"} not in the declaration and ${one ? "is" : "are"} left as ${one ? "it is" : "they are"}.`, (0,wording/* countOf */.pq)(unmanaged.length, "asset"), ["Asset", "Id", "Type", "Cyber system"], unmanaged.map((asset) => (0,markdown_layout/* row */.nM)("unmanaged asset", [
            (0,escape_markdown/* escapeMarkdown */.FV)(asset.name),
            (0,escape_markdown/* escapeMarkdown */.FV)(asset.asset_id),
            asset.asset_type,
            (0,operation_cells/* systemCell */._Y)(asset.cyber_system),
        ]))),
    ];
}

;// CONCATENATED MODULE: ./src/render/plan/plan-markdown.ts
// Plans and diagnostics as GitHub-flavoured Markdown, for pull-request comments and job summaries
// (an apply's result: apply-markdown.ts). Every user-supplied string goes through escapeMarkdown (or
// markdownCodeSpan), and none is directly followed by a colon of ours, which could close an emoji
// shortcode it opened.
//
// Length: under the cap (markdown-layout.ts) the deletes are never cut. When the delete table does
// not fit, the deletes are listed compactly (names and ids per cyber system); when even that does
// not fit, the plan shows as many deletes as fit, one per line, and the note counts those left out.














/**
 * A status line, the deletes in a caution block, safety violations, moves and renames, creates and
 * type changes per cyber system, unmanaged assets, warnings, and the fingerprint.
 */
function renderPlanMarkdown(plan, options = {}) {
    const view = (0,plan_view/* viewPlan */.Dw)(plan);
    const status = (0,markdown_layout/* text */.Qq)(`${statusLine(plan)}\n`);
    const safety = safetySection(plan.safety.violations);
    // Reviewed files of any family (asked of the table) are approved by the fingerprint too.
    const footer = plan.operations.length === 0 && (0,reviewed_file_words/* reviewedFilesShown */.M)(plan) === undefined
        ? []
        : [(0,markdown_layout/* text */.Qq)(`Plan fingerprint: ${(0,escape_markdown/* markdownCodeSpan */.Bk)(plan.fingerprint)}\n`)];
    const rest = [
        ...possibleRenameSections(possible_renames/* renamedDeletes */.tL(plan.operations)),
        ...relocationSections(view.relocations),
        ...changeSections([...view.creates, ...view.retypes.map((update) => update.operation)]),
        ...baselineSections(plan.baseline_deviations),
        ...patchSourceSections(plan.patch_sources),
        ...commissioningSections(plan.commissioning_assessments),
        ...reviewedFileSections(plan),
        ...releasedSections(plan.released_systems),
        ...unmanagedSections(plan.unmanaged),
        ...warningSections(plan.warnings),
    ];
    const { deletes } = view;
    if (deletes.length === 0) {
        return (0,markdown_layout/* fitLayouts */.FV)([{ essential: [status, ...safety], rest, dropped: [], footer }], options);
    }
    const caution = `> [!CAUTION]\n> **${(0,plan_view/* deleteHeadline */.o2)(deletes.length)}** ${plan_view/* DELETE_CONSEQUENCE */.y0}\n>\n`;
    return (0,markdown_layout/* fitLayouts */.FV)([
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
            essential: [status, ...safety, (0,markdown_layout/* text */.Qq)(caution)],
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
        rows: diagnostics.map((diagnostic) => (0,markdown_layout/* row */.nM)(diagnostic.severity, `${(0,render_shared_diagnostics/* diagnosticMarkdownItem */.yc)(diagnostic)}\n`)),
        tail: "",
    };
    return (0,markdown_layout/* fitLayouts */.FV)([{ essential: [], rest: [list], dropped: [], footer: [] }], options);
}
// ---------------------------------------------------------------------------------------------
// Plan sections.
function statusLine(plan) {
    if (plan.operations.length === 0) {
        // "No changes." in bold, as before; any other first line is bold whole.
        const words = (0,plan_view/* noOperationsWords */.Ll)(plan);
        return words.startsWith("No changes. ") ? `**No changes.** ${plan_view/* NO_CHANGES */.eo}` : `**${words}**`;
    }
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
            rows: violations.map((violation) => (0,markdown_layout/* row */.nM)("safety rule", `> - **${violation.rule}:** ${(0,escape_markdown/* escapeMarkdown */.FV)(violation.message)}\n`)),
            tail: "",
        },
    ];
}
// Deletes are never collapsed: they are what a reviewer must not miss.
function deleteTable(caution, deletes) {
    return (0,markdown_layout/* text */.Qq)(`${caution}> ${(0,markdown_layout/* tableRow */.jD)(["Asset", "Id", "Type", "Cyber system"])}> |---|---|---|---|\n${deletes
        .map((operation) => `> ${(0,markdown_layout/* tableRow */.jD)([
        `${(0,escape_markdown/* escapeMarkdown */.FV)(operation.name)}${operation.possible_rename ? ` (${(0,plan_view/* renamedWhere */.wB)(operation.possible_rename, escape_markdown/* markdownCodeSpan */.Bk)})` : ""}`,
        (0,escape_markdown/* escapeMarkdown */.FV)(operation.asset_id),
        operation.asset_type,
        (0,operation_cells/* systemCell */._Y)(operation.cyber_system),
    ])}`)
        .join("")}`);
}
/** "> - **System — facility F**: a (ca\_1), b (ca\_2)": every delete, in less room than the table. */
function deletesBySystem(caution, deletes) {
    const lines = (0,plan_view/* groupBySystem */.gJ)(deletes, (operation) => operation.cyber_system).map((group) => `> - **${(0,operation_cells/* systemHeadingCell */.c_)(group.system)}**: ${group.items.map(namedAsset).join(", ")}\n`);
    return (0,markdown_layout/* text */.Qq)(`${caution}${lines.join("")}`);
}
/** One delete per line, to show as many as fit; continues the caution block above it. */
function deleteLines(deletes) {
    return {
        head: "",
        rows: deletes.map((operation) => (0,markdown_layout/* row */.nM)("delete", `> - ${namedAsset(operation)}\n`)),
        tail: "",
        continuesPrevious: true,
    };
}
function namedAsset(operation) {
    return `${(0,escape_markdown/* escapeMarkdown */.FV)(operation.name)} (${(0,escape_markdown/* escapeMarkdown */.FV)(operation.asset_id)})`;
}
/** Each possible rename made in the service, with the line that keeps the record. */
function possibleRenameSections(renamed) {
    if (renamed.length === 0)
        return [];
    return [
        {
            head: `#### ${(0,plan_view/* renamesHeading */.EI)(renamed.map((operation) => operation.possible_rename))}\n\n${plan_view/* REPLACE_CONSEQUENCE */.BA}\n\n`,
            rows: renamed.map((operation) => {
                const rename = operation.possible_rename;
                const fix = (0,escape_markdown/* markdownCodeSpan */.Bk)(possible_renames/* renameFixLine */.gP(rename, operation.asset_type));
                return (0,markdown_layout/* row */.nM)("possible rename", `- ${(0,escape_markdown/* escapeMarkdown */.FV)(rename.live)} (${(0,escape_markdown/* escapeMarkdown */.FV)(operation.asset_id)}, ${operation.asset_type}) in ${(0,operation_cells/* systemCell */._Y)(operation.cyber_system)} ${possible_renames/* declaredAsWords */.mw(rename, escape_markdown/* escapeMarkdown */.FV)}. Keep the record: ${fix}, ${possible_renames/* adoptLiveNameWords */.Nk(rename, escape_markdown/* escapeMarkdown */.FV)}.\n`);
            }),
            tail: "",
        },
    ];
}
function relocationSections(relocations) {
    if (relocations.length === 0)
        return [];
    return [
        (0,markdown_layout/* table */.tp)("#### Moves and renames", (0,wording/* countOf */.pq)(relocations.length, "change"), ["Change", "Asset", "Id", "Cyber system"], relocations.map((update) => {
            const cells = (0,operation_cells/* updateCells */.L9)(update.operation, update.nameBefore);
            const notes = [(0,plan_view/* cycleWords */.IW)(update)];
            if (update.temporaryName !== undefined) {
                notes.push(`via the temporary name ${(0,escape_markdown/* escapeMarkdown */.FV)(update.temporaryName)}`);
            }
            const note = notes.filter(Boolean).join(", ");
            const change = note ? `${cells.change} (${note})` : cells.change;
            return (0,markdown_layout/* row */.nM)("update", [change, cells.asset, cells.id, cells.system]);
        })),
    ];
}
/** Creates and type changes, one table per cyber system under one heading. */
function changeSections(operations) {
    return (0,plan_view/* groupBySystem */.gJ)(operations, (operation) => operation.cyber_system).map((group, index) => (0,markdown_layout/* table */.tp)(`${index === 0 ? "#### Creates and type changes\n\n" : ""}##### ${(0,operation_cells/* systemHeadingCell */.c_)(group.system)}`, (0,wording/* countOf */.pq)(group.items.length, "change"), ["Change", "Asset", "Id", "Type"], group.items.map((operation) => {
        if (operation.action === "create") {
            return (0,markdown_layout/* row */.nM)("create", [
                operation.possible_rename
                    ? `create (${(0,plan_view/* renamedWhere */.wB)(operation.possible_rename, escape_markdown/* markdownCodeSpan */.Bk)})`
                    : "create",
                (0,escape_markdown/* escapeMarkdown */.FV)(operation.name),
                "(new)",
                operation.asset_type,
            ]);
        }
        const { asset_type: retype, ...unshown } = operation.changes;
        (0,plan_view/* everyChangeShown */.pQ)(unshown);
        return (0,markdown_layout/* row */.nM)("update", [
            "type change",
            (0,escape_markdown/* escapeMarkdown */.FV)(operation.name),
            (0,escape_markdown/* escapeMarkdown */.FV)(operation.asset_id),
            retype ? `${retype.from} → ${retype.to}` : "",
        ]);
    })));
}
/** The baselines against the existing ones: a row per deviation, or the one line that says why not. */
function baselineSections(comparison) {
    if (comparison === undefined)
        return [];
    const heading = (0,escape_markdown/* escapeMarkdown */.FV)(baseline_deviation_words/* baselineComparisonWords */.yM(comparison));
    if (comparison.compared_with === null || comparison.deviations.length === 0)
        return [(0,markdown_layout/* text */.Qq)(`${heading}\n`)];
    return [
        (0,markdown_layout/* table */.tp)(`#### Baseline deviations\n\n${heading}.`, (0,wording/* countOf */.pq)(comparison.deviations.length, "deviation"), ["Asset", "Id", "Cyber system", "Changed", "Opens"], comparison.deviations.map((deviation) => (0,markdown_layout/* row */.nM)("baseline deviation", [
            (0,escape_markdown/* escapeMarkdown */.FV)(deviation.asset),
            (0,escape_markdown/* escapeMarkdown */.FV)(deviation.asset_id ?? "(new)"),
            (0,escape_markdown/* escapeMarkdown */.FV)(deviation.cyber_system),
            deviation.items
                .map((item) => baseline_deviation_words/* itemChangeWords */.dV(item, escape_markdown/* escapeMarkdown */.FV))
                .join("<br>"),
            baseline_deviation_words/* opensWords */.vA(deviation.opens).replace(/^opens /, ""),
        ]))),
    ];
}
/** The patch sources check (R2.1): a row per gap, those this change makes first; or the one line. */
function patchSourceSections(check) {
    if (check === undefined)
        return [];
    const heading = (0,escape_markdown/* escapeMarkdown */.FV)(patch_source_words/* patchSourceHeading */.Uq(check));
    const notSeen = check.not_seen.length === 0
        ? ""
        : `${(0,escape_markdown/* escapeMarkdown */.FV)(patch_source_words/* notSeenWords */.Iu(check, (name) => name))}\n`;
    if (check.missing.length === 0)
        return [(0,markdown_layout/* text */.Qq)(`${heading}\n${notSeen === "" ? "" : `\n${notSeen}`}`)];
    const { byChange, existing } = patch_source_words/* gapsInOrder */.Bc(check);
    return [
        (0,markdown_layout/* table */.tp)(`#### Patch sources missing\n\n${heading} ${(0,escape_markdown/* escapeMarkdown */.FV)(patch_source_words/* PATCH_SOURCE_FIX_LINE */.Kr)}`, (0,wording/* countOf */.pq)(check.missing.length, "item"), ["Item", "Version", "Asset", "Cyber system", "Change", "Where"], [...byChange, ...existing].map((gap) => (0,markdown_layout/* row */.nM)("patch source missing", [
            `${gap.item} ${(0,escape_markdown/* escapeMarkdown */.FV)(gap.name)}`,
            (0,escape_markdown/* escapeMarkdown */.FV)(gap.version),
            (0,escape_markdown/* escapeMarkdown */.FV)(gap.asset),
            (0,escape_markdown/* escapeMarkdown */.FV)(gap.cyber_system),
            gap.change === "existing"
                ? plan_sources/* PATCH_SOURCE_CHANGE_WORDS */.Is.existing
                : `**${plan_sources/* PATCH_SOURCE_CHANGE_WORDS */.Is[gap.change]}**`,
            (0,escape_markdown/* markdownCodeSpan */.Bk)((0,shared_diagnostics/* formatLocation */.j$)(gap.location)),
        ]))),
        ...(notSeen === "" ? [] : [(0,markdown_layout/* text */.Qq)(notSeen)]),
    ];
}
/** Each family's reviewed files the change adds, changes or removes: a list item per file. */
function reviewedFileSections(plan) {
    return reviewed_file_words/* REVIEWED_FILE_SECTIONS */.w.flatMap((section) => {
        const heading = section.heading(plan, (words) => words);
        if (heading === undefined)
            return [];
        const files = section.files(plan, escape_markdown/* markdownCodeSpan */.Bk, escape_markdown/* escapeMarkdown */.FV);
        return familyFileSection(section, heading, files);
    });
}
/** A family's reviewed files under its title: a list item per file, a nested item per detail. */
function familyFileSection({ title, noun }, heading, files) {
    const item = ({ line, details }) => `- ${line}\n${details.map((detail) => `  - ${detail}\n`).join("")}`;
    const rows = files.map((file) => (0,markdown_layout/* row */.nM)(noun, item(file)));
    return [{ head: `#### ${title}\n\n${(0,escape_markdown/* escapeMarkdown */.FV)(heading)}\n\n`, rows, tail: "" }];
}
function warningSections(warnings) {
    if (warnings.length === 0)
        return [];
    return [
        {
            head: `#### ${(0,wording/* countOf */.pq)(warnings.length, "warning")}\n\n`,
            rows: warnings.map((warning) => (0,markdown_layout/* row */.nM)("warning", `${(0,render_shared_diagnostics/* diagnosticMarkdownItem */.yc)(warning)}\n`)),
            tail: "",
        },
    ];
}

// EXTERNAL MODULE: ./src/render/plan/plan-text.ts
var plan_text = __webpack_require__(51);
// EXTERNAL MODULE: ./src/action/run/failure.ts
var failure = __webpack_require__(8694);
;// CONCATENATED MODULE: ./src/action/run/commit-readings.ts

class CommitReadings {
    #inventory;
    /** The owner policy file (input policy; "" for none), listed with the reviewed files. */
    #policyFile;
    #documentsAt = new Map();
    #reviewedFilesAt = new Map();
    constructor(inventory, policyFile) {
        this.#inventory = inventory;
        this.#policyFile = policyFile;
    }
    /**
     * The inventory files at commit `sha` (the checkout's inventory paths and those the patterns
     * match there), read with `read` once per run. A read that fails is not kept, so each asker
     * says so.
     */
    documentsAt(sha, read) {
        const known = this.#documentsAt.get(sha);
        if (known !== undefined)
            return known;
        const reading = read();
        this.#documentsAt.set(sha, reading);
        reading.catch(() => this.#documentsAt.delete(sha));
        return reading;
    }
    /**
     * Every family's reviewed files at commit `sha` (the family table's patch and assessment
     * files), by path, listed under all their roots in one request: the plan's comparison and each
     * family's part of the change record take theirs from it. A read that fails is kept as failed
     * (never as read, nor as no files): every asker of the commit in the run has the same answer,
     * so the plan and the record cannot disagree about what it holds.
     */
    async reviewedFilesAt(sha) {
        return (await this.#reviewedAt(sha)).files;
    }
    /**
     * The owner policy's text at commit `sha` (undefined: no such file there, or no policy input),
     * from the one listing of its reviewed files: the gates judge by the stricter of its settings
     * and the checkout's.
     */
    async policyTextAt(sha) {
        return (await this.#reviewedAt(sha)).policy;
    }
    #reviewedAt(sha) {
        const known = this.#reviewedFilesAt.get(sha);
        if (known !== undefined)
            return known;
        const policyFile = this.#policyFile;
        const roots = policyFile === "" ? reviewed_files/* REVIEWED_FILE_ROOTS */.Nu : [...reviewed_files/* REVIEWED_FILE_ROOTS */.Nu, policyFile];
        const reading = this.#inventory.filesUnder(sha, roots).then((read) => ({
            files: new Map(read.filter(({ path }) => (0,reviewed_files/* isReviewedFile */.qh)(path)).map(({ path, text }) => [path, text])),
            policy: read.find(({ path }) => path === policyFile)?.text,
        }));
        this.#reviewedFilesAt.set(sha, reading);
        return reading;
    }
}

// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(9130);
// EXTERNAL MODULE: ./src/core/review/reviewed-plan.ts
var reviewed_plan = __webpack_require__(19);
;// CONCATENATED MODULE: ./src/action/run/plan-comment.ts



class PlanComments {
    #host;
    #reporter;
    #workspace;
    #runUrl;
    /** Our comment is the one the host's token wrote (see ReviewFactsSource.whoAmI). */
    constructor(host, reporter, options) {
        this.#host = host;
        this.#reporter = reporter;
        this.#workspace = options.workspace;
        this.#runUrl = options.runUrl;
    }
    /**
     * Writes the comment; `target.existing` is looked up (a bounded search) when not given. A token that
     * may not write comments (a fork's read-only GITHUB_TOKEN) is a warning, not a failure.
     */
    async write(target, content) {
        const redact = (text) => this.#reporter.redact(text);
        const body = (0,comment_body/* buildCommentBody */.SM)({
            ...content,
            workspace: this.#workspace,
            render: (maxLength) => redact(content.render(maxLength)),
            statusLine: redact(`${content.statusLine} [Run](${this.#runUrl}).`),
        });
        try {
            const search = target.existing === undefined
                ? await this.#host.notes.search(target.issue, this.#workspace)
                : undefined;
            // A new comment past the searched pages would never be found again: the apply refuses it.
            if (search?.bounded === true) {
                this.#reporter.warning(`Did not write the plan comment: pull request #${target.issue.number} has more than ${reviewed_plan/* MAX_NOTE_SEARCH_COMMENTS */.w_} comments and the plan comment is not among the first ${reviewed_plan/* MAX_NOTE_SEARCH_COMMENTS */.w_} (not found, search bounded), so an apply could not find it. The plan is in the job summary; delete the comments before it, or plan the change in a new pull request.`);
                return;
            }
            const found = target.existing ?? search?.comment;
            const url = await this.#host.notes.write(target.issue, found, body);
            this.#reporter.setOutput("comment-url", url);
            this.#reporter.info(`${found === undefined ? "Created" : "Updated"} the plan comment: ${url}`);
        }
        catch (error) {
            if (this.#host.statusOf(error) !== 403)
                throw error;
            this.#reporter.warning(`Could not write the pull-request comment (403: this token may not write comments, as for a pull request from a fork): the plan is in the job summary. ${(0,errors/* errorMessage */.g)(error)}`);
        }
    }
}

// EXTERNAL MODULE: ./src/io/checkout/case-collisions.ts + 1 modules
var case_collisions = __webpack_require__(6512);
// EXTERNAL MODULE: ./src/action/settings/ledger-key.ts
var ledger_key = __webpack_require__(2715);
// EXTERNAL MODULE: ./src/core/evidence/chain/writer-declaration.ts + 1 modules
var writer_declaration = __webpack_require__(3754);
;// CONCATENATED MODULE: ./src/action/run/run-scope.ts
// What every route of one Action run shares: its settings, its injected clients and reporter, and
// the steps more than one route takes (report a plan, annotate diagnostics, fail on invalid files).


















/** No colour codes: the log is also downloaded and read as a plain file. */
const PLAIN_TEXT = { color: false };
class RunScope {
    settings;
    host;
    reporter;
    comments;
    /**
     * What the run reads of commits other than its checkout's (the base, the commit in force), once
     * per commit: the owner policy, the plan's comparison and the change record share each reading.
     */
    atCommit;
    stop;
    ignoresCase;
    #openServiceClient;
    #inventory;
    #reviewedFiles;
    /** The policy's rules a plan reads, of the one policy text, parsed once for every plan. */
    #planRules;
    #policyText;
    #inForce;
    #authority;
    constructor(settings, dependencies) {
        this.settings = settings;
        this.host = dependencies.host;
        this.reporter = dependencies.reporter;
        this.stop = dependencies.stop;
        this.ignoresCase = dependencies.ignoresCase ?? case_collisions/* fileSystemIgnoresCase */.D;
        this.#openServiceClient = dependencies.openServiceClient;
        this.comments = new PlanComments(this.host, this.reporter, {
            workspace: settings.workspace,
            runUrl: settings.context.runUrl,
        });
        this.#inventory = (0,engine/* loadOnce */.Ed)(this.source);
        this.#reviewedFiles = (0,engine/* reviewedFilesOnce */.M4)(this.source);
        this.atCommit = new CommitReadings(this.host.inventory, settings.policyFile);
        this.#planRules = planPolicyRules(this.policyText, settings.policyFile);
    }
    /**
     * Where the facts in force were put there, from one authenticated reading of the evidence ledger
     * (core/evidence/chain/ledger-authority.ts), asked once per run: the owner policy and the baseline
     * comparison judge against the same commit. `anchor` is the commit the run judges from (the base;
     * the run's own commit by default), on which or on whose first parents the kept head is found.
     * Null without a ledger (input evidence-branch empty) or before the ledger was started; a ledger
     * that cannot be trusted fails the run closed, saying why and the way back.
     */
    inForce(anchor) {
        const { evidenceBranch } = this.settings;
        if (evidenceBranch === "")
            return Promise.resolve(null);
        return (this.#inForce ??= (async () => {
            const { authority } = await this.ledgerReading(anchor);
            switch (authority.kind) {
                case "not-started":
                    return null;
                case "in-force":
                    return { ...authority.inForce, from: authority.from };
                case "refused":
                    throw new failure/* ActionFailure */.d("evidence", `cannot tell which facts are in force from the evidence branch ${evidenceBranch}, so nothing is judged or applied: ${authority.why}`);
            }
        })());
    }
    /** The authenticated reading of the ledger, once per run, its notices logged as warnings. */
    ledgerReading(anchor) {
        const { evidenceBranch, workspace } = this.settings;
        return (this.#authority ??= (async () => {
            const at = anchor === undefined
                ? this.context.sha
                : typeof anchor === "string"
                    ? anchor
                    : await anchor();
            const declared = await (0,optional_file/* readNamedFile */.wh)(this.context.workspaceDir, writer_declaration/* LEDGER_DECLARATION_FILE */.QS);
            const reading = await this.host.evidence.authority(evidenceBranch, workspace, {
                login: await this.ledgerLogin(),
                anchor: at,
                change: declared === undefined
                    ? undefined
                    : (0,writer_declaration/* parseLedgerDeclaration */.vg)(declared, writer_declaration/* LEDGER_DECLARATION_FILE */.QS),
            });
            for (const notice of reading.notices)
                this.reporter.warning(notice, { title: "Evidence ledger's writer" });
            return reading;
        })());
    }
    /**
     * Fails the run before it appends when cip-ledger.yaml binds the writer (where the run judges, or
     * in the change that binds it) and this job cannot sign as it (no input ledger-key, or a key the
     * declaration does not name): an unsigned record after signed ones would make every later run
     * refuse the ledger. `anchor`: as inForce's, when asked first. Gives the ledger's last record,
     * where the reading read it (undefined without a ledger).
     */
    async requireWriterKey(anchor) {
        if (this.settings.evidenceBranch === "")
            return { last: undefined };
        const { signingKeys, last } = await this.ledgerReading(anchor);
        const problem = (0,ledger_key/* writerKeyProblem */.k)(signingKeys, this.settings.ledgerKey);
        if (problem !== undefined)
            throw new failure/* ActionFailure */.d("evidence", problem);
        return { last };
    }
    /**
     * Who the ledger's records must be by: the login whose commits they are (input evidence-writer,
     * else the token's login) and the keys cip-ledger.yaml declares where the run judges, read with
     * what is in force (inForce()).
     */
    async ledgerWriter() {
        const login = await this.ledgerLogin();
        if (this.settings.evidenceBranch === "")
            return { login };
        const { keys, declarationsAt, operatorKeys } = await this.ledgerReading();
        return { login, keys, declarationsAt, operatorKeys };
    }
    /** Whose commits the ledger's records must be: input evidence-writer, else the token's login. */
    async ledgerLogin() {
        return this.settings.evidenceWriter ?? (await this.login());
    }
    /** The login this run's token writes as, asked of the host once per run. */
    login() {
        return this.host.facts.whoAmI();
    }
    get context() {
        return this.settings.context;
    }
    get source() {
        const dir = this.context.workspaceDir;
        const { patterns, maxAssets, maxBytes } = this.settings;
        return { patterns, cwd: dir, root: dir, maxAssets, maxTotalBytes: maxBytes };
    }
    /** cip-sources.yaml at the checkout's root, when there is one. */
    get sourcesFile() {
        const dir = this.context.workspaceDir;
        return { file: undefined, cwd: dir, root: dir };
    }
    /**
     * The checkout's inventory files, read once however many steps ask for them: the plan, the
     * apply's fresh plan and the owner policy's head documents share one read.
     */
    inventory() {
        return this.#inventory();
    }
    /**
     * A family's reviewed files of the checkout (its row's `set`: patch or assessment files), read
     * once however many steps ask for them: a merge's plans show, and its record carries, one text.
     */
    reviewedFiles(set) {
        return this.#reviewedFiles(set);
    }
    planSettings() {
        return {
            source: this.source,
            limits: this.settings.limits,
            inventory: this.#inventory,
            reviewedFiles: this.#reviewedFiles,
            // The merged policy's at a merge: a gate that refused the pull request's plan refuses it too.
            ...this.#planRules,
        };
    }
    /**
     * The checkout's policy file (input `policy`; undefined when the input is empty or there is no
     * such file), read once however many steps ask for it: its rules, its `baselines:` and its
     * calendar are facts of one text, never of two reads that could differ.
     */
    policyText = () => (this.#policyText ??= (0,optional_file/* readNamedFile */.wh)(this.context.workspaceDir, this.settings.policyFile));
    /**
     * The checkout's reviewed files (patch and assessment files) and `patch_sources:` of its policy file, for
     * the routes that review a change (the pull request's plan, validate):
     * core/patches/plan-sources.ts; a broken assessment file refuses the plan too.
     */
    patchSources = async () => ({
        files: await (0,reviewed_files/* readReviewedFiles */.fy)(this.context.workspaceDir, this.context.workspaceDir),
        rule: patchSourceRuleOfText(await this.policyText(), this.settings.policyFile),
        assessmentRule: vulnerabilityAssessmentRuleOfText(await this.policyText(), this.settings.policyFile),
    });
    /**
     * `calendar:`, the completion grace and the CIP-002 prior approval of the checkout's policy file,
     * or why they cannot be read: the merged one at a merge (the change record's calendar), the
     * default branch's at a drift check (its obligations).
     */
    policyCalendar = async () => (0,parse_policy/* policyCalendarOf */.C)(await this.policyText(), this.settings.policyFile);
    /** Runs `use` with the service client open, and closes it however `use` ends. */
    async withService(use) {
        const client = this.#openServiceClient(this.settings);
        try {
            return await use(client);
        }
        finally {
            await client.close();
        }
    }
    outputPath(file) {
        return (0,external_node_path_.join)(this.context.runnerTemp, "cip-sync", this.settings.workspace, file);
    }
    /** The log, the outputs and the JSON plan file, for every route that computed a plan. */
    async reportPlan(plan) {
        const { reporter } = this;
        reporter.group(`Plan ${plan.fingerprint}`, (0,plan_text/* renderPlanText */.$D)(plan, PLAIN_TEXT));
        const planPath = this.outputPath("plan.json");
        await reporter.writeFile(planPath, (0,plan_json/* renderPlanJson */.u)(plan));
        reporter.setOutput("changes", plan.operations.length > 0 ? "true" : "false");
        reporter.setOutput("creates", String(plan.summary.create));
        reporter.setOutput("updates", String(plan.summary.update));
        reporter.setOutput("deletes", String(plan.summary.delete));
        reporter.setOutput("fingerprint", plan.fingerprint);
        reporter.setOutput("plan-file", planPath);
    }
    /** The plan as the job summary shows it, in at most `cap` UTF-16 code units. */
    summaryPlan(plan, cap) {
        return renderPlanMarkdown(plan, { maxLength: cap, truncatedNote: messages/* SUMMARY_TRUNCATED_NOTE */.ng });
    }
    /** The plan as a comment shows it, pointing to the job summary when shortened. */
    commentPlan(plan, maxLength) {
        return renderPlanMarkdown(plan, {
            maxLength,
            truncatedNote: (0,comment_body/* truncatedNote */.z$)(this.context.runUrl),
        });
    }
    /** Writes the plan comment when there is a pull request to write it on. */
    async comment(target, content) {
        if (target !== undefined)
            await this.comments.write(target, content);
    }
    /** The checkout checked offline (validateOffline, cip-ledger.yaml, and the sites the reviewed
     * files name against the documents' own: no service), annotated; no request is made. */
    async validatedOffline() {
        const offline = await (0,engine/* validateOffline */.EC)(this.source, this.sourcesFile, this.#planRules.baselines, this.patchSources);
        const ledger = (await (0,optional_file/* declarationProblemsIn */.u6)(this.context.workspaceDir)) ?? [];
        const sites = await (0,reviewed_files/* unknownParentProblems */.Fw)(this.source, offline.documents);
        const diagnostics = [...ledger, ...offline.diagnostics, ...sites].sort(shared_diagnostics/* compareDiagnostics */.oV);
        this.annotate(diagnostics);
        return { ...offline, diagnostics };
    }
    /** Diagnostics as annotations on the files' lines; paths relative to the repository root. */
    annotate(diagnostics) {
        for (const diagnostic of diagnostics) {
            const related = (diagnostic.related ?? []).map((location) => this.#describe(location));
            const message = related.length === 0
                ? diagnostic.message
                : `${diagnostic.message} (see also ${related.join(", ")})`;
            const error = diagnostic.severity === "error";
            const title = error ? "Invalid inventory" : "Inventory warning";
            const properties = diagnostic.location === undefined
                ? { title }
                : {
                    title,
                    file: this.#repositoryPath(diagnostic.location.file),
                    startLine: diagnostic.location.line,
                    startColumn: diagnostic.location.column,
                };
            if (error)
                this.reporter.error(message, properties);
            else
                this.reporter.warning(message, properties);
        }
    }
    /**
     * Invalid files: the summary and (on a pull request) the comment list the errors; the run fails.
     * `preface` says first why there is no plan at all (a fork's pull request).
     */
    async failInvalid(diagnostics, comment, preface) {
        const errors = diagnostics.filter((diagnostic) => diagnostic.severity === "error").length;
        const message = (0,messages/* invalidMessage */.dl)(errors);
        const intro = preface === undefined ? message : `${preface}\n\n${message}`;
        await this.reporter.summary((cap) => `## Inventory: invalid\n\n${intro}\n\n${renderDiagnosticsMarkdown(diagnostics, { maxLength: cap, truncatedNote: messages/* SUMMARY_TRUNCATED_NOTE */.ng })}`);
        await this.comment(comment, {
            fingerprint: comment?.fingerprint,
            head: comment?.head ?? this.context.sha,
            status: "invalid",
            statusLine: `**Invalid.** ${intro}`,
            render: (maxLength) => renderDiagnosticsMarkdown(diagnostics, {
                maxLength,
                truncatedNote: (0,comment_body/* truncatedNote */.z$)(this.context.runUrl),
            }),
        });
        throw new failure/* ActionFailure */.d("invalid", message);
    }
    #describe(location) {
        return (0,shared_diagnostics/* formatLocation */.j$)({ ...location, file: this.#repositoryPath(location.file) });
    }
    #repositoryPath(file) {
        const dir = this.context.workspaceDir;
        return (0,external_node_path_.relative)(dir, (0,external_node_path_.resolve)(dir, file)).split(external_node_path_.sep).join("/");
    }
}

// EXTERNAL MODULE: ./src/action/settings/settings.ts + 5 modules
var settings = __webpack_require__(2005);
;// CONCATENATED MODULE: ./src/action/run.ts
// The Action: chooses what this event asks for (plan a pull request, apply a merge, check drift,
// validate), calls the engine, and reports through the injected reporter (outputs, job summary,
// annotations, log) and the sticky pull-request comment. The clients and the reporter are given
// (ActionDependencies): the entry gives the real ones, tests give the fake GitHub and the emulator.
// Each route lives in its own folder; the pull request's plan and validate are loaded with this
// module, every other route's when it is chosen, so that a run loads the code of its route only (a
// plan never loads the ledger's).






function chooseRoute(mode, trigger) {
    switch (mode) {
        case "validate":
            return { kind: "validate" };
        case "source-sync":
            return { kind: "source-sync" };
        case "apply":
            return { kind: "merge", before: trigger.kind === "push" ? trigger.before : undefined };
        case "plan":
            if (trigger.kind === "pull-request-review")
                return policyReview(trigger);
            return trigger.kind === "pull-request" ? trigger : { kind: "drift" };
        case "auto":
            switch (trigger.kind) {
                case "pull-request":
                    return trigger;
                case "pull-request-review":
                    return policyReview(trigger);
                case "merge-group":
                    return trigger;
                case "push":
                    return trigger.toDefaultBranch
                        ? { kind: "merge", before: trigger.before }
                        : { kind: "drift" };
                case "other":
                    return { kind: "drift" };
            }
    }
}
function policyReview(trigger) {
    return { kind: "policy-review", pullRequest: trigger.pullRequest };
}
/** One run of the Action for `settings`; throws an ActionFailure (or any error) when it fails. */
async function runAction(settings, dependencies) {
    const scope = new RunScope(settings, dependencies);
    const route = chooseRoute(settings.mode, settings.context.trigger);
    if (needsApiKey(route))
        requireApiKey(settings.apiKey);
    if (route.kind === "pull-request" || route.kind === "merge" || route.kind === "drift")
        await (0,policy_protection/* reportPolicyProtection */.Y)(scope);
    switch (route.kind) {
        case "pull-request":
            return planPullRequest(scope, route.pullRequest);
        case "merge":
            return (await Promise.all(/* import() */[__webpack_require__.e(701), __webpack_require__.e(514), __webpack_require__.e(341), __webpack_require__.e(630)]).then(__webpack_require__.bind(__webpack_require__, 5630))).applyMerge(scope, route.before);
        case "merge-group":
            return (await __webpack_require__.e(/* import() */ 365).then(__webpack_require__.bind(__webpack_require__, 3365))).checkMergeGroup(scope, route.group);
        case "policy-review":
            return (await __webpack_require__.e(/* import() */ 153).then(__webpack_require__.bind(__webpack_require__, 6153))).reviewPolicy(scope, route.pullRequest);
        case "drift":
            return (await Promise.all(/* import() */[__webpack_require__.e(701), __webpack_require__.e(514), __webpack_require__.e(571), __webpack_require__.e(341), __webpack_require__.e(672)]).then(__webpack_require__.bind(__webpack_require__, 8672))).checkDrift(scope);
        case "validate":
            return validate(scope);
        case "source-sync":
            return (await __webpack_require__.e(/* import() */ 29).then(__webpack_require__.bind(__webpack_require__, 29))).syncSourceRoute(scope);
        default:
            // A new Route member fails to compile here until it has its case.
            return (0,exhaustive/* assertNever */.x)(route);
    }
}
/**
 * Every route but validate reads the live service, except a pull request from a fork: GitHub gives
 * it no secrets, so its files are validated offline instead.
 */
function needsApiKey(route) {
    // A source sync reads the source and writes to GitHub only, and a review event judges the owner
    // policy from the plan recorded in the comment: neither asks the service.
    if (route.kind === "validate" || route.kind === "source-sync" || route.kind === "policy-review")
        return false;
    return !(route.kind === "pull-request" && route.pullRequest.fromFork);
}
/**
 * A missing key fails the step before any request, as a wrong input: on a pull request from a
 * branch of this repository it means the secret is not set (or not passed), never that the run may
 * skip the plan reviewers approve. The key's other checks (one line, no spaces) are made with the
 * URL's, also before any request, when the service client is opened.
 */
function requireApiKey(apiKey) {
    if (apiKey.trim() !== "")
        return;
    throw new settings/* SettingsError */.GN("input api-key is empty: store the service's API key as a secret (e.g. CIP_API_KEY under Settings > Secrets and variables > Actions, or as a secret of the job's environment) and pass it as api-key: ${{ secrets.CIP_API_KEY }}; only a pull request from a fork is validated offline without it");
}


/***/ }),

/***/ 3622:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Aw: () => (/* binding */ UNSAFE_STATUS),
/* harmony export */   C7: () => (/* binding */ shortfallLine),
/* harmony export */   H1: () => (/* binding */ planChangedMessage),
/* harmony export */   Ir: () => (/* binding */ noPlanMessage),
/* harmony export */   J7: () => (/* binding */ appliedSentence),
/* harmony export */   Km: () => (/* binding */ policyRefusedMessage),
/* harmony export */   N3: () => (/* binding */ describeGroup),
/* harmony export */   Nj: () => (/* binding */ validSummary),
/* harmony export */   QZ: () => (/* binding */ notApprovedMessage),
/* harmony export */   SP: () => (/* binding */ FORK_WITHOUT_KEY),
/* harmony export */   Yx: () => (/* binding */ queueCheckFailedMessage),
/* harmony export */   ah: () => (/* binding */ driftFailure),
/* harmony export */   ak: () => (/* binding */ describeMerge),
/* harmony export */   dl: () => (/* binding */ invalidMessage),
/* harmony export */   iI: () => (/* binding */ groupPlanChangedMessage),
/* harmony export */   ng: () => (/* binding */ SUMMARY_TRUNCATED_NOTE),
/* harmony export */   nw: () => (/* binding */ applyFailure),
/* harmony export */   qL: () => (/* binding */ unreviewedMessage),
/* harmony export */   wM: () => (/* binding */ driftStatus),
/* harmony export */   wf: () => (/* binding */ planStatus)
/* harmony export */ });
/* harmony import */ var _core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2205);
/* harmony import */ var _render_plan_plan_view_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2997);
/* harmony import */ var _core_plan_baseline_deviations_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9029);



/** "#21 (0 of 1 approval on its last commit 2121212)": a pull request short of min-approvals. */
function approvalShortfallLine(change, approvals, minimum) {
    return `#${change.number} (${approvals} of ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .countOf */ .pq)(minimum, "approval")} on its last commit ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .shortSha */ .Fu)(change.headSha)})`;
}
/** A pull request, or a direct push, short of min-approvals. */
function shortfallLine(shortfall, minimum) {
    return shortfall.kind === "direct"
        ? `commit ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .shortSha */ .Fu)(shortfall.sha)} was pushed directly (0 of ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .countOf */ .pq)(minimum, "approval")})`
        : approvalShortfallLine(shortfall.change, shortfall.approvals, minimum);
}
const SUMMARY_TRUNCATED_NOTE = "The rest does not fit in the job summary: the complete plan is the JSON file named by the plan-file output, which the example workflows upload as this run's artifact `cip-sync-plan-…`.";
function planStatus(plan, head) {
    const at = `\`${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .shortSha */ .Fu)(head)}\``;
    if (plan.operations.length > 0)
        return `**Plan for ${at}.** Merging this pull request applies exactly these operations; if the live inventory or the files change before the merge, the apply changes nothing and asks for a new review.`;
    // No operation is not "no changes" while a baseline deviates, or may (CIP-010 R1.2).
    const deviations = (0,_core_plan_baseline_deviations_js__WEBPACK_IMPORTED_MODULE_1__/* .deviationsOf */ .YX)(plan.baseline_deviations).length;
    if (deviations > 0)
        return `**${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .countOf */ .pq)(deviations, "baseline deviation")}** for ${at}, and no service operation: merging this pull request changes baselines only, each a change CIP-010 R1.2 asks to authorize (below).`;
    if (plan.baseline_deviations?.compared_with === null)
        return `**No service operation** for ${at}: the live inventory already matches the files; whether a baseline deviates was not checked (below).`;
    const released = plan.released_systems?.length ?? 0;
    if (released > 0)
        return `**No service operation** for ${at}, but ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .countOf */ .pq)(released, "cyber system")} ${released === 1 ? "leaves" : "leave"} management: ${released === 1 ? "its" : "their"} document removed, ${released === 1 ? "its" : "their"} live assets stay as they are (below).`;
    return `**No changes** for ${at}: the live inventory already matches the files.`;
}
function driftStatus(plan) {
    const count = plan.operations.length;
    return count === 0
        ? "**No drift:** the live inventory matches the files."
        : `**Drift:** the live inventory differs from the files; applying them would take ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .countOf */ .pq)(count, "operation")}.`;
}
function driftFailure(plan) {
    return `the live inventory differs from the files (${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .countOf */ .pq)(plan.operations.length, "operation")}; see the job summary) and fail-on-drift is true`;
}
function invalidMessage(errors) {
    return `The inventory is invalid: ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .countOf */ .pq)(errors, "error")}, annotated on the files. Nothing was planned or changed; fix them and push again.`;
}
const FORK_WITHOUT_KEY = "this pull request comes from a fork, and GitHub does not give secrets (api-key) to workflows run for forks";
function noPlanMessage(why) {
    return `No plan could be computed: ${why}. The files were validated offline only. To review a plan, open the same commits as a pull request from a branch of this repository; merged without a reviewed plan, the change is applied only by a run with require-reviewed-plan: false.`;
}
function validSummary(files, systems, assets) {
    return `**Valid:** ${files} file(s), ${systems} cyber system(s), ${assets} asset(s). References to the live service were not checked (mode validate).`;
}
function unreviewedMessage(why) {
    return `Nothing was applied: ${why}, and require-reviewed-plan is true. Review the plan below in a pull request, or re-run with require-reviewed-plan: false to apply it without review.`;
}
function planChangedMessage(reviewed, now) {
    return `Nothing was applied: the plan computed at the merge differs from the reviewed one, because the live inventory, the inventory files or the baselines they declare (which the fingerprint covers) changed after the review. Reviewed plan: ${reviewed}; plan now: ${now}. Review the plan now in a new pull request (or re-run with require-reviewed-plan: false to apply it without review).`;
}
const UNSAFE_STATUS = "**Not applied: the plan breaks the safety limits.** Nothing was changed; the job summary says which limit and how to override it (input allow-mass-delete, or allow-replace for an asset possibly renamed in the service).";
/** The log lines that say what the review facts of one merged commit are, before anything is applied. */
function describeMerge(facts) {
    const { sha, author, reviewed, changes } = facts;
    const [merged] = changes;
    if (merged === undefined)
        return [`Commit ${sha} was not merged from a pull request.`];
    const { change, note, approvedBy, notIndependent, notCounted, approvedEarlierCommit } = merged;
    const fingerprint = reviewed.kind === "fingerprint" ? reviewed.value : "none";
    const lines = [
        `Commit ${sha} merged pull request #${change.number}; reviewed plan: ${fingerprint} (comment by ${author}); approved by: ${approvedBy.join(", ") || "nobody"} (on its last commit ${change.headSha}).`,
    ];
    if (notIndependent.length > 0) {
        lines.push(`Not independent, approved by someone who authored or committed a commit of the pull request: ${notIndependent.join(", ")}.`);
    }
    if (notCounted.length > 0) {
        const each = notCounted.map(({ login, why }) => `${login} (${why})`);
        lines.push(`Not counted as approvals: ${each.join(", ")}.`);
    }
    if (approvedEarlierCommit.length > 0) {
        lines.push(`Not counted as approvals, given on an earlier commit than ${change.headSha}: ${approvedEarlierCommit.join(", ")}.`);
    }
    if (note !== undefined && note.header.head !== change.headSha) {
        // Not a reason to refuse: the fingerprint alone says whether the operations are the reviewed ones.
        lines.push(`The plan comment was computed for commit ${note.header.head}, not for the pull request's last commit ${change.headSha}.`);
    }
    return lines;
}
/** One log line per pull request of a group: its reviewed plan (or why none) and its approvals. */
function describeGroup(changes) {
    return changes.map(({ change, review, approvedBy }) => {
        const plan = review.kind === "unreviewed"
            ? `no reviewed plan: ${review.why}`
            : `reviewed plan of ${review.operations.length} operation(s)`;
        return `#${change.number} (last commit ${change.headSha}): ${plan}; approved by: ${approvedBy.join(", ") || "nobody"}.`;
    });
}
const APPLY_WHAT_IS_MISSING = "apply what is missing: review it in a new pull request, or re-run this job with require-reviewed-plan: false.";
const RETRY_AFTER_MERGE = `Fix the cause, then ${APPLY_WHAT_IS_MISSING}`;
/** A cancelled job failed at nothing, so there is no cause to fix. */
const RESUME_AFTER_CANCEL = `The job was cancelled: the operations that had started finished, and none after them was started. To finish, ${APPLY_WHAT_IS_MISSING}`;
/**
 * The one sentence of an applied verdict, used by the comment and the job summary (Markdown: the
 * verdict with its counts, the merge commit, and what to do when not everything was applied).
 */
function appliedSentence(status, plan, result, sha) {
    const at = `At merge commit \`${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .shortSha */ .Fu)(sha)}\`.`;
    const counts = (0,_render_plan_plan_view_js__WEBPACK_IMPORTED_MODULE_0__/* .applyVerdict */ .sR)(plan, result).sentence;
    return {
        applied: `**${counts}** ${at}`,
        "no-changes": `**Nothing to apply:** the live inventory already matched. ${at}`,
        "partly-applied": `**${counts}** ${at} ${RETRY_AFTER_MERGE}`,
        failed: `**${counts}** Nothing was changed. ${at} ${RETRY_AFTER_MERGE}`,
        interrupted: `**${counts}** ${at} ${RESUME_AFTER_CANCEL}`,
    }[status];
}
function applyFailure(status, result) {
    const { succeeded, failed, skipped } = result.summary;
    const problems = result.verification?.problems.length ?? 0;
    const verification = problems === 0
        ? ""
        : `, and the verification after apply found ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__/* .countOf */ .pq)(problems, "problem")}`;
    return `apply ${status}: ${succeeded} succeeded, ${failed} failed, ${skipped} skipped${verification}; the job summary and the change record list each failed operation and problem with its reason`;
}
/** Why nothing was applied: pull requests without the approvals min-approvals asks for. */
function notApprovedMessage(shortfalls, minimum) {
    return `Nothing was applied: min-approvals is ${minimum}, and ${shortfalls.join(", ")} ${shortfalls.length === 1 ? "has" : "have"} fewer approvals given on the merged commit. Approve the pull request's last commit and re-run this job, or lower min-approvals.`;
}
/** Why nothing was applied: the owner policy, read at the base commit, is not satisfied. */
function policyRefusedMessage(reasons) {
    return `Nothing was applied: the owner policy (read at the base commit) is not satisfied: ${reasons.join("; ")}. Have the owners it names approve the pull request's last commit (or override the freeze as the policy allows) and re-run this job.`;
}
/** Why nothing was applied: a push that merged several pull requests, whose plan is not their union. */
function groupPlanChangedMessage(difference, unreviewed) {
    const why = unreviewed.length === 0 ? "" : ` (${unreviewed.join("; ")})`;
    return `Nothing was applied: the plan computed at the merge is not the union of the plans reviewed in the pull requests it merged: ${difference}${why}. Review the plan now in a new pull request (or re-run with require-reviewed-plan: false to apply it without review).`;
}
/** The queue's check failed: the group's plan is not the union of its reviewed plans. */
function queueCheckFailedMessage(difference, unreviewed) {
    const why = unreviewed.length === 0 ? "" : ` (${unreviewed.join("; ")})`;
    return `The merge-queue group's plan is not the union of the plans reviewed in its pull requests: ${difference}${why}. Nothing was applied; the group leaves the queue. Push to the pull requests or re-run their plans, then queue them again.`;
}


/***/ }),

/***/ 2203:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KR: () => (/* binding */ markComments),
/* harmony export */   Z2: () => (/* binding */ syncDeleteLabel),
/* harmony export */   ar: () => (/* binding */ announceApply),
/* harmony export */   l_: () => (/* binding */ reviewHeaderOf),
/* harmony export */   wv: () => (/* binding */ markSiblingsStale)
/* harmony export */ });
/* unused harmony export ANNOUNCED_APPLY_OPERATIONS */
/* harmony import */ var _core_plan_saved_operation_digest_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5435);
/* harmony import */ var _core_review_reviewed_plan_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(19);
/* harmony import */ var _render_review_comment_body_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4222);
/* harmony import */ var _render_review_review_status_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6480);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9130);





const DELETE_LABEL_STYLE = {
    color: "b60205",
    description: "The inventory plan of this pull request deletes cyber assets",
};
/** What a plan comment's header says about the plan, besides its fingerprint. */
function reviewHeaderOf(plan) {
    return {
        ...(plan.operations.length <= _core_review_reviewed_plan_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_RECORDED_OPERATIONS */ .Pp
            ? { operations: (0,_core_plan_saved_operation_digest_js__WEBPACK_IMPORTED_MODULE_0__/* .operationDigests */ .PU)(plan.operations) }
            : {}),
        systems: (0,_core_plan_saved_operation_digest_js__WEBPACK_IMPORTED_MODULE_0__/* .touchedSystemIds */ .sM)(plan.operations),
        deletes: plan.summary.delete,
    };
}
/** The delete label on the pull request while its plan deletes, and only then. */
async function syncDeleteLabel(scope, issue, deletes, current) {
    const label = scope.settings.deleteLabel;
    if (label === "")
        return;
    await warnOnFailure(scope, `Could not update the label ${label} of #${issue.number}`, async () => {
        const change = await scope.host.labels.set(issue, label, deletes > 0, DELETE_LABEL_STYLE, current);
        if (change !== "unchanged")
            scope.reporter.info(`Label ${label} ${change} on #${issue.number} (the plan deletes ${deletes}).`);
    });
}
/**
 * The fewest operations whose apply is announced on the comment. A smaller apply ends within
 * seconds, before anyone reads the announcement, and the update would cost a comment write that
 * GitHub spaces a second from the next: its result replaces the plan at once instead.
 */
const ANNOUNCED_APPLY_OPERATIONS = 200;
/**
 * Before the first operation of an apply of ANNOUNCED_APPLY_OPERATIONS or more: each comment says
 * the apply is in progress, since when, with the run's link (added by the comment writer), still
 * showing the plan being applied and keeping its header's record of it.
 */
async function announceApply(scope, targets, apply) {
    if (apply.plan.operations.length < ANNOUNCED_APPLY_OPERATIONS)
        return;
    const { sha } = apply;
    const startedAt = new Date().toISOString();
    for (const { issue, sticky } of targets) {
        const rendered = (0,_render_review_comment_body_js__WEBPACK_IMPORTED_MODULE_1__/* .renderedPartOf */ .IF)(sticky.body) ?? "";
        await warnOnFailure(scope, `Could not say on #${issue.number} that the apply is in progress`, () => scope.comment({ issue, existing: sticky }, {
            ...sticky.header,
            status: "applying",
            statusLine: (0,_render_review_review_status_js__WEBPACK_IMPORTED_MODULE_2__/* .applyInProgressLine */ .vD)(sha, startedAt),
            render: (maxLength) => rendered.length <= maxLength ? rendered : (0,_render_review_comment_body_js__WEBPACK_IMPORTED_MODULE_1__/* .truncatedNote */ .z$)(scope.context.runUrl),
        }));
    }
}
/** `mark` at the top of each pull request's plan comment; the plan and its header stay. */
async function markComments(scope, comments, mark) {
    for (const { issue, sticky } of comments) {
        if (sticky === undefined)
            continue;
        await warnOnFailure(scope, `Could not mark the plan comment of #${issue.number}`, async () => {
            await scope.host.notes.write(issue, sticky, scope.reporter.redact((0,_render_review_review_status_js__WEBPACK_IMPORTED_MODULE_2__/* .markComment */ .fp)(sticky.body, mark)));
        });
    }
}
/** After an apply: marks the open pull requests whose plans touch a system it changed. */
async function markSiblingsStale(scope, plan, result, applied) {
    const changed = result.results.flatMap((entry) => {
        const operation = plan.operations[entry.index];
        return entry.status === "succeeded" && operation !== undefined ? [operation] : [];
    });
    if (changed.length === 0)
        return;
    const { runUrl } = scope.context;
    await warnOnFailure(scope, "Could not mark the plans of other pull requests stale", async () => {
        await scope.host.notes.markStaleSiblings({
            workspace: scope.settings.workspace,
            changedSystems: (0,_core_plan_saved_operation_digest_js__WEBPACK_IMPORTED_MODULE_0__/* .touchedSystemIds */ .sM)(changed),
            exclude: applied,
            runUrl,
            appliedAt: result.finished_at,
        }, {
            info: (line) => scope.reporter.info(line),
            warning: (message) => scope.reporter.warning(message, { title: "Stale plans" }),
        });
    });
}
async function warnOnFailure(scope, what, step) {
    try {
        await step();
    }
    catch (error) {
        const status = scope.host.statusOf(error);
        scope.reporter.warning(`${what}${status === undefined ? "" : ` (${status})`}: ${(0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .g)(error)}`);
    }
}


/***/ }),

/***/ 9174:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eq: () => (/* binding */ BASELINE_KEEPING),
/* harmony export */   XL: () => (/* binding */ baselineRuleOf),
/* harmony export */   s1: () => (/* binding */ baselineRuleProblems)
/* harmony export */ });
/* unused harmony export inlineBaselineProblems */
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7273);

const BASELINE_KEEPING = ["any", "ref-only"];
/**
 * What the rule read refuses in `documents`. A policy file that cannot be read leaves the rule
 * unknown: its diagnostics refuse exactly when `ref-only` would refuse something (fail closed),
 * and nothing when no baseline is written where it could matter.
 */
function baselineRuleProblems(documents, read) {
    if (read === undefined)
        return [];
    if (!("diagnostics" in read))
        return inlineBaselineProblems(documents, read.rule);
    const refOnly = { keeping: "ref-only", file: "" };
    return inlineBaselineProblems(documents, refOnly).length === 0 ? [] : read.diagnostics;
}
/** The rule a policy sets (`baselines:`), or none when it sets none. */
function baselineRuleOf(policy, file) {
    return policy?.baselines === undefined ? undefined : { keeping: policy.baselines, file };
}
const FIX = "write baseline_ref: { uri, sha256 } naming where the baseline is kept instead of baseline:";
/** Each asset of a High, Medium or unrated system whose baseline is written in the files. */
function inlineBaselineProblems(documents, rule) {
    if (rule?.keeping !== "ref-only")
        return [];
    const diagnostics = [];
    for (const document of documents) {
        const impact = document.impact?.value;
        if (impact === "low")
            continue;
        const system = impact === undefined ? "a system without impact:" : `a ${impact} impact system`;
        for (const asset of document.assets) {
            const baseline = asset.baseline;
            if (baseline?.kind !== "content")
                continue;
            const how = baseline.group === undefined
                ? "an inline baseline"
                : `the shared baseline ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(baseline.group)}`;
            diagnostics.push({
                severity: "error",
                location: asset.location,
                message: `asset ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(asset.name)} (in ${system}) has ${how}, but ${rule.file} sets baselines: ref-only, which keeps the baselines of High and Medium systems off the repository host: ${FIX}${impact === undefined ? ", or declare the system's impact:" : ""}`,
            });
        }
    }
    return diagnostics;
}


/***/ }),

/***/ 5852:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Um: () => (/* binding */ UniqueNames),
/* harmony export */   yR: () => (/* binding */ slug)
/* harmony export */ });
/* unused harmony exports EXPORTED_SCHEMA_FILE, exportedSchemaFile, exportInventory */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _document_inventory_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3990);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2885);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7273);
/* harmony import */ var _format_inventory_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(149);
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
        content: `${JSON.stringify(inventoryJsonSchema(), null, 2)}\n`,
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
        isDeclarableName(parent.name);
    const systemNameCount = countBy(live.cyberSystems, (system) => system.name);
    const systemNameInParentCount = countBy(live.cyberSystems, (system) => JSON.stringify([system.name, parentOf(system)?.record.id ?? ""]));
    const systemNameWritable = (system, parent) => {
        const nameIsUnique = (systemNameCount.get(system.name) ?? 0) === 1 ||
            (parent !== undefined &&
                parentNameWritable(parent.record) &&
                (systemNameInParentCount.get(JSON.stringify([system.name, parent.record.id])) ?? 0) === 1);
        return nameIsUnique && !systemIds.has(system.name) && isDeclarableName(system.name);
    };
    return { parentNameWritable, systemNameWritable };
}
function exportInventory(live) {
    const parentOf = parentsOf(live);
    const { parentNameWritable, systemNameWritable } = writableNames(live, parentOf);
    const assetsBySystem = groupBy(live.cyberAssets, (asset) => asset.cyber_system_id);
    const folderNames = new UniqueNames();
    const folderOf = new Map();
    const fileNames = new Map();
    const files = [];
    const systems = [...live.cyberSystems].sort((a, b) => compareCodePoints(a.name, b.name) || compareCodePoints(a.id, b.id));
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
        const document = new Document({});
        // A name is written only where it resolves to this system alone; otherwise the id.
        document.set("cyber_system", systemNameWritable(system, parent) ? system.name : system.id);
        if (parent) {
            const parentRef = parentNameWritable(parent.record) ? parent.record.name : parent.record.id;
            document.set(parent.kind, parentRef);
        }
        const [assets, undeclarable] = partition([...(assetsBySystem.get(system.id) ?? [])].sort((a, b) => compareCodePoints(a.name, b.name)), (asset) => isDeclarableName(asset.name));
        if (undeclarable.length > 0)
            document.set("prune", false);
        const assetMap = new Document({}).createNode(new Map(assets.map((asset) => [asset.name, asset.asset_type])));
        document.set("assets", assetMap);
        const header = headerOf(system, parent !== undefined, undeclarable);
        const content = inFmtLayout(`${header.join("\n")}\n${document.toString({ lineWidth: 0 })}`);
        files.push({ path: file, content, systemId: system.id });
    }
    return files.sort((a, b) => compareCodePoints(a.path, b.path));
}
/** The text in fmt's layout (its order of assets among others): import output passes fmt --check. */
function inFmtLayout(text) {
    const formatted = formatInventoryText(text);
    if (formatted.status !== "formatted") {
        throw new Error(`import wrote YAML it cannot read: ${formatted.message}`);
    }
    return formatted.text;
}
/** The comment lines above a system's document: where it came from, and what it leaves out. */
function headerOf(system, hasParent, undeclarable) {
    const header = [
        `# yaml-language-server: $schema=../${EXPORTED_SCHEMA_FILE}`,
        `# Imported from the live inventory: cyber system ${quote(system.name)} (${quote(system.id)}).`,
    ];
    if (!hasParent)
        header.push("# The service does not show this system's parent.");
    if (undeclarable.length > 0) {
        header.push("# Not declared, because an inventory file cannot hold their names (control, invisible or", "# bidirectional characters, spaces at either end, or over 255 characters); prune: false keeps", "# them. Rename them in the service, then declare them and remove prune: false:", ...undeclarable.map((asset) => `#   ${quote(asset.name)} (${quote(asset.id)})`));
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

/***/ 149:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cy: () => (/* binding */ formatDocuments),
/* harmony export */   Hn: () => (/* binding */ formatInventoryText),
/* harmony export */   V0: () => (/* binding */ sortAssetNames)
/* harmony export */ });
/* unused harmony export compareAssetNames */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(249);
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

/***/ 3192:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Is: () => (/* binding */ PATCH_SOURCE_CHANGE_WORDS),
/* harmony export */   Kd: () => (/* binding */ changedByChange),
/* harmony export */   PY: () => (/* binding */ checkPatchSources),
/* harmony export */   VE: () => (/* binding */ patchSourceWarnings),
/* harmony export */   h$: () => (/* binding */ PATCH_SOURCE_FIX)
/* harmony export */ });
/* harmony import */ var _inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5168);
/* harmony import */ var _inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8453);
/* harmony import */ var _plan_reviewed_file_set_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3788);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7273);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2885);
/* harmony import */ var _patch_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3146);
/* harmony import */ var _patch_inputs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5240);







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

/***/ 9029:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A0: () => (/* binding */ existingBaselineOf),
/* harmony export */   Sc: () => (/* binding */ compareBaselines),
/* harmony export */   YX: () => (/* binding */ deviationsOf)
/* harmony export */ });
/* unused harmony export planChanges */
/* harmony import */ var _inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8453);
/* harmony import */ var _inventory_baselines_baseline_differences_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5217);
/* harmony import */ var _inventory_baselines_requirements_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7178);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2885);
/* harmony import */ var _resolve_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9815);
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

/***/ 9815:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lr: () => (/* binding */ indexLive),
/* harmony export */   ZM: () => (/* binding */ resolveInventory),
/* harmony export */   Zj: () => (/* binding */ bindBase),
/* harmony export */   kR: () => (/* binding */ systemRefOf),
/* harmony export */   nv: () => (/* binding */ describeSystem)
/* harmony export */ });
/* harmony import */ var _plan_model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3212);
/* harmony import */ var _shared_collections_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5032);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7273);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2885);




function indexLive(live) {
    return {
        facilities: new Map(live.facilities.map((facility) => [facility.id, facility])),
        controlCenters: new Map(live.controlCenters.map((center) => [center.id, center])),
        systems: new Map(live.cyberSystems.map((system) => [system.id, system])),
    };
}
/**
 * A live system as plans show it (keys in code-point order, like every object of a plan, so that
 * fingerprinting needs no copy). `claimedControlCenter` stands in for the parent when the
 * service does not show one (spec 2.1 shows only `facility_id`). A parent missing from the
 * parent lists is shown by its id.
 */
function systemRefOf(system, index, claimedControlCenter) {
    const base = { id: system.id, name: system.name };
    if (system.facility_id) {
        const facility = index.facilities.get(system.facility_id);
        const parentName = facility?.name ?? system.facility_id;
        return { ...base, parent: { id: system.facility_id, kind: "facility", name: parentName } };
    }
    if (system.control_center_id) {
        const center = index.controlCenters.get(system.control_center_id);
        const parentName = center?.name ?? system.control_center_id;
        return {
            ...base,
            parent: { id: system.control_center_id, kind: "control_center", name: parentName },
        };
    }
    if (claimedControlCenter) {
        const { id, name } = claimedControlCenter;
        return { ...base, parent: { id, kind: "control_center", name } };
    }
    return { ...base, parent: null };
}
/** The ref with the document's declared impact, keys still in code-point order. */
function withImpact(ref, document) {
    const impact = document.impact?.value;
    return impact === undefined ? ref : { id: ref.id, impact, name: ref.name, parent: ref.parent };
}
/** `"Protection System" (cs_1) at facility "Substation Alpha" (fac_1)`. */
function describeSystem(ref) {
    const parent = ref.parent;
    const where = parent
        ? ` at ${(0,_plan_model_js__WEBPACK_IMPORTED_MODULE_0__/* .parentKindWord */ .Pk)(parent.kind)} ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(parent.name)} (${parent.id})`
        : ", parent not shown by the service";
    return `${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(ref.name)} (${ref.id})${where}`;
}
const LIST_HINT = "run `cip-sync import --out DIR` to write the facilities, control centers and cyber systems the service holds as inventory files";
/**
 * From this many documents naming what the service does not hold, and at least half of them, the
 * likelier cause is a key of another organization than a typo in each file.
 */
const OTHER_ORGANIZATION_MIN_UNKNOWN = 3;
/** The hint after many unknown names: each key reads and writes one organization's records. */
function otherOrganizationHint(unknown, documents) {
    return {
        severity: "warning",
        message: `${unknown} of ${documents} documents name a cyber system, facility or control center the service does not hold: if the files are right, the API key may belong to another organization than the one they describe (a key reads and writes only its own organization's inventory); check which organization issued the key, or run \`cip-sync import --out DIR\` with it to see what it reads`,
    };
}
function resolveInventory(documents, live) {
    const lookup = {
        index: indexLive(live),
        systemsByName: (0,_shared_collections_js__WEBPACK_IMPORTED_MODULE_3__/* .groupBy */ .$z)(live.cyberSystems, (system) => system.name),
        facilitiesByName: (0,_shared_collections_js__WEBPACK_IMPORTED_MODULE_3__/* .groupBy */ .$z)(live.facilities, (facility) => facility.name),
        centersByName: (0,_shared_collections_js__WEBPACK_IMPORTED_MODULE_3__/* .groupBy */ .$z)(live.controlCenters, (center) => center.name),
    };
    const diagnostics = [];
    const resolved = [];
    const claimedBy = new Map();
    let unknown = 0;
    for (const document of documents) {
        const choice = chooseSystem(document, lookup);
        if ("error" in choice) {
            diagnostics.push(choice.error);
            if (choice.unknown)
                unknown += 1;
            continue;
        }
        const { system, ref, warning } = choice;
        if (warning)
            diagnostics.push(warning);
        const earlier = claimedBy.get(system.id);
        if (earlier) {
            diagnostics.push({
                severity: "error",
                message: `cyber system ${describeSystem(ref)} is declared by two documents, here and at ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .formatLocation */ .j$)(earlier.cyberSystem.location)}; merge them into one document`,
                location: document.cyberSystem.location,
                related: [earlier.cyberSystem.location],
            });
            continue;
        }
        claimedBy.set(system.id, document);
        resolved.push({ document, system: withImpact(ref, document) });
    }
    if (unknown >= OTHER_ORGANIZATION_MIN_UNKNOWN && unknown * 2 >= documents.length) {
        diagnostics.push(otherOrganizationHint(unknown, documents.length));
    }
    return { resolved, diagnostics };
}
/**
 * The base's documents that bind to one live system each, in base order. One that binds to none
 * (its system gone from the service, a name the base left ambiguous, a second document of one
 * system) declared no system the plan can compare, and is left out.
 */
function bindBase(base, live) {
    // A document that names both a facility and a control center did not parse at the base (the
    // reader reports it as an error): it declared no one system.
    const valid = base.filter((document) => document.facility === undefined || document.controlCenter === undefined);
    return resolveInventory(valid, live).resolved;
}
function chooseSystem(document, lookup) {
    if (document.facility && document.controlCenter) {
        // parseInventoryText reports this to the user, and the engine stops on its errors.
        throw new Error(`the document at ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .formatLocation */ .j$)(document.location)} names both a facility and a control center; parseInventoryText rejects this before resolution`);
    }
    const { index } = lookup;
    const wanted = document.cyberSystem;
    let parent;
    const found = document.facility
        ? findParent("facility", document.facility, lookup)
        : document.controlCenter
            ? findParent("control_center", document.controlCenter, lookup)
            : undefined;
    if (found !== undefined) {
        if ("error" in found)
            return found;
        parent = found;
    }
    const byId = index.systems.get(wanted.value);
    const candidates = byId ? [byId] : (lookup.systemsByName.get(wanted.value) ?? []);
    if (candidates.length === 0) {
        return {
            error: {
                severity: "error",
                message: `cyber_system ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(wanted.value)} matches no cyber system (by id or name); ${suggest(wanted.value, [...lookup.systemsByName.keys()])}`,
                location: wanted.location,
            },
            unknown: true,
        };
    }
    const { chosen, unchecked } = parent === undefined ? { chosen: candidates, unchecked: false } : ofParent(candidates, parent);
    if (parent && chosen.length === 0)
        return { error: mismatch(wanted, parent, candidates, byId !== undefined, index) };
    // Never empty here (no candidate, and no match of the parent, returned above): one is chosen.
    const [system, ...others] = chosen;
    if (system === undefined || others.length > 0)
        return { error: ambiguous(wanted, chosen, parent !== undefined, index) };
    // Unchecked means the claim is a control center the service cannot confirm; it still names
    // the parent in the plan when it names exactly one.
    const claimedCenter = unchecked && parent?.records.length === 1 ? parent.records[0] : undefined;
    const ref = systemRefOf(system, index, claimedCenter);
    if (!unchecked || !parent)
        return { system, ref };
    const warning = {
        severity: "warning",
        message: `control_center ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(parent.claim.value)} cannot be checked: the service does not show a cyber system's control center; make sure cyber system ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(system.name)} (${system.id}) belongs to it`,
        location: parent.claim.location,
    };
    return { system, ref, warning };
}
/**
 * Of `candidates`, the systems the parent claim matches; failing any, those the service cannot
 * check it against (`unchecked`: a control center it does not show). Every system of the name is
 * checked, once each: a name that a thousand facilities share costs a thousand comparisons per
 * document, and nothing is built for the mismatches.
 */
function ofParent(candidates, parent) {
    const matched = [];
    const unknown = [];
    for (const system of candidates) {
        const result = check(system, parent);
        if (result === "match")
            matched.push(system);
        else if (result === "unknown")
            unknown.push(system);
    }
    return matched.length > 0
        ? { chosen: matched, unchecked: false }
        : { chosen: unknown, unchecked: unknown.length > 0 };
}
function findParent(kind, claim, lookup) {
    const byId = kind === "facility" ? lookup.index.facilities : lookup.index.controlCenters;
    const byName = kind === "facility" ? lookup.facilitiesByName : lookup.centersByName;
    const exact = byId.get(claim.value);
    const records = exact ? [exact] : (byName.get(claim.value) ?? []);
    if (records.length > 0) {
        return { kind, claim, records, ids: new Set(records.map((record) => record.id)) };
    }
    const key = kind === "facility" ? "facility" : "control_center";
    return {
        error: {
            severity: "error",
            message: `${key} ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(claim.value)} matches no ${(0,_plan_model_js__WEBPACK_IMPORTED_MODULE_0__/* .parentKindWord */ .Pk)(kind)} (by id or name); ${suggest(claim.value, [...byName.keys()])}`,
            location: claim.location,
        },
        unknown: true,
    };
}
function check(system, parent) {
    const { ids } = parent;
    if (parent.kind === "facility") {
        return system.facility_id && ids.has(system.facility_id) ? "match" : "mismatch";
    }
    if (system.control_center_id)
        return ids.has(system.control_center_id) ? "match" : "mismatch";
    return system.facility_id ? "mismatch" : "unknown";
}
function ambiguous(wanted, chosen, hasParent, index) {
    const refs = sortSystems(chosen).map((system) => systemRefOf(system, index));
    const listed = refs.map(describeSystem).join("; ");
    // A source's generated document says which through the source's systems, so show that form too.
    const [first] = refs;
    const qualified = first?.parent === undefined || first.parent === null
        ? ""
        : ` (a source names it in its systems as { cyber_system: ${first.name}, ${first.parent.kind}: ${first.parent.name} })`;
    const fix = hasParent
        ? "give the cyber system's id as cyber_system"
        : `add facility or control_center to say which${qualified}, or give the cyber system's id as cyber_system`;
    return {
        severity: "error",
        message: `cyber_system ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(wanted.value)} is ambiguous: ${chosen.length} cyber systems have that name: ${listed}; ${fix}`,
        location: wanted.location,
    };
}
function mismatch(wanted, parent, candidates, foundById, index) {
    const key = parent.kind === "facility" ? "facility" : "control_center";
    const claimed = `${key} ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(parent.claim.value)}`;
    const described = sortSystems(candidates).map((system) => describeSystem(systemRefOf(system, index)));
    if (foundById) {
        return {
            severity: "error",
            message: `${claimed} does not match cyber system ${described[0]}; correct ${key} or cyber_system`,
            location: parent.claim.location,
            related: [wanted.location],
        };
    }
    return {
        severity: "error",
        message: `no cyber system named ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(wanted.value)} is at ${(0,_plan_model_js__WEBPACK_IMPORTED_MODULE_0__/* .parentKindWord */ .Pk)(parent.kind)} ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(parent.claim.value)}; cyber systems with that name: ${described.join("; ")}; correct ${key} or cyber_system`,
        location: wanted.location,
        related: [parent.claim.location],
    };
}
function suggest(wanted, names) {
    const close = (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .closestNames */ .g9)(wanted, names);
    if (close.length === 0)
        return LIST_HINT;
    const quoted = close.map((name) => (0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(name));
    const last = quoted.pop();
    return `did you mean ${quoted.length > 0 ? `${quoted.join(", ")} or ${last}` : last}?`;
}
function sortSystems(systems) {
    return [...systems].sort((a, b) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCodePoints */ .OP)(a.name, b.name) || (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_2__/* .compareCodePoints */ .OP)(a.id, b.id));
}


/***/ }),

/***/ 493:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Yb: () => (/* binding */ safetyInputOf),
/* harmony export */   au: () => (/* binding */ SAFETY_OVERRIDE),
/* harmony export */   gY: () => (/* binding */ unsafeMessage),
/* harmony export */   i0: () => (/* binding */ evaluateSafety)
/* harmony export */ });
/* unused harmony exports REPLACE_OVERRIDE, MAX_RENAMES_NAMED */
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7273);
/* harmony import */ var _renames_possible_renames_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3270);
/* harmony import */ var _resolve_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9815);
/* harmony import */ var _shared_wording_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2205);




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

/***/ 5435:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mk: () => (/* binding */ matchesReview),
/* harmony export */   PU: () => (/* binding */ operationDigests),
/* harmony export */   oZ: () => (/* binding */ checkReviewedOperations),
/* harmony export */   sM: () => (/* binding */ touchedSystemIds)
/* harmony export */ });
/* unused harmony export operationDigest */
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7154);


/**
 * What an operation does, as a fixed-order array (canonical JSON without sorting keys): the kind,
 * the asset (its id, or for a create its name), the systems by id and the fields changed. Left
 * out: where it was declared (`source`), its position and `depends_on` (indexes that depend on the
 * other operations of the same plan), and names of systems and parents (display only).
 */
function effectOf(operation) {
    switch (operation.action) {
        case "create":
            return ["create", operation.cyber_system.id, operation.name, operation.asset_type];
        case "delete":
            return [
                "delete",
                operation.asset_id,
                operation.cyber_system.id,
                operation.name,
                operation.asset_type,
            ];
        case "update": {
            const { name, cyber_system: system, asset_type: type } = operation.changes;
            return [
                "update",
                operation.asset_id,
                operation.temporary,
                name === undefined ? null : [name.from, name.to],
                system === undefined ? null : [system.from.id, system.to.id],
                type === undefined ? null : [type.from, type.to],
            ];
        }
    }
}
/**
 * The operation's digest: the first 128 bits of sha256 over its canonical effect, base64url (22
 * characters). 128 bits keep a forged collision with any reviewed operation out of reach while a
 * comment can carry a thousand of them.
 */
function operationDigest(operation) {
    return (0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__/* .sha256Bytes */ .LP)(JSON.stringify(effectOf(operation)))
        .subarray(0, 16)
        .toString("base64url");
}
/** The digests of `operations`, sorted: the same for any order of the same operations. */
function operationDigests(operations) {
    return operations.map(operationDigest).sort(_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP);
}
/** The ids of the cyber systems the operations change (both ends of a move), sorted. */
function touchedSystemIds(operations) {
    const ids = new Set();
    for (const operation of operations) {
        ids.add(operation.cyber_system.id);
        if (operation.action === "update" && operation.changes.cyber_system !== undefined) {
            ids.add(operation.changes.cyber_system.from.id);
        }
    }
    return [...ids].sort(_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP);
}
/**
 * Compares the fresh plan's operations with the union of the reviewed ones. An operation the
 * fresh plan holds twice counts as unreviewed the second time: equal digests must never let one
 * reviewed operation cover two applied ones.
 */
function checkReviewedOperations(operations, reviewed) {
    const reviewers = new Map();
    for (const { pullRequest, digests } of reviewed) {
        for (const digest of digests) {
            const numbers = reviewers.get(digest) ?? [];
            if (!numbers.includes(pullRequest))
                numbers.push(pullRequest);
            reviewers.set(digest, numbers);
        }
    }
    const seen = new Set();
    const unreviewed = [];
    operations.forEach((operation, index) => {
        const digest = operationDigest(operation);
        if (!reviewers.has(digest) || seen.has(digest))
            unreviewed.push(index);
        seen.add(digest);
    });
    const gone = [...reviewers]
        .filter(([digest]) => !seen.has(digest))
        .map(([digest, pullRequests]) => ({
        digest,
        pullRequests: pullRequests.sort((a, b) => a - b),
    }))
        .sort((a, b) => (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_0__/* .compareCodePoints */ .OP)(a.digest, b.digest));
    return { unreviewed, gone };
}
function matchesReview(check) {
    return check.unreviewed.length === 0 && check.gone.length === 0;
}


/***/ }),

/***/ 7821:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gj: () => (/* binding */ gate),
/* harmony export */   Gy: () => (/* binding */ checkPlan),
/* harmony export */   Hn: () => (/* binding */ REFUSAL_OUTCOMES),
/* harmony export */   Vj: () => (/* binding */ verdictOf),
/* harmony export */   io: () => (/* binding */ refusedVerdict)
/* harmony export */ });
/* unused harmony export checkBeforeApply */
/* harmony import */ var _evidence_records_change_record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7302);
/* harmony import */ var _plan_saved_operation_digest_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5435);
// The decision of a merge (or a direct push) on the default branch, before and after the plan:
// `gate` says from the review facts whether anything may be applied and what the plan must be;
// `verdictOf` says, from the gate and what the engine did, what the attempt came to. Pure: the
// facts are gathered from the code host before, and the verdict is reported after. A new check
// (an owner policy, say) is one more entry in GATE_CHECKS, with its own refusal and outcome.


/** The outcome a change record gives each refusal, whatever the plan holds. */
const REFUSAL_OUTCOMES = {
    "not-approved": "not-approved",
    unreviewed: "no-reviewed-plan",
    policy: "policy",
};
function approvalCheck({ sha, changes, minApprovals }) {
    if (changes.length === 0)
        return minApprovals > 0
            ? { kind: "not-approved", shortfalls: [{ kind: "direct", sha }] }
            : undefined;
    const shortfalls = changes
        .filter(({ approvedBy }) => approvedBy.length < minApprovals)
        .map(({ change, approvedBy }) => ({ kind: "change", change, approvals: approvedBy.length }));
    return shortfalls.length === 0 ? undefined : { kind: "not-approved", shortfalls };
}
function reviewedCheck({ reviewed, requireReviewedPlan }) {
    return requireReviewedPlan && reviewed.kind === "none"
        ? { kind: "unreviewed", why: reviewed.why }
        : undefined;
}
function policyCheck({ policy }) {
    if (policy === undefined || policy.allowed)
        return undefined;
    const reasons = policy.reasons.length > 0 ? policy.reasons : ["the owner policy refused it without a reason"];
    return { kind: "policy", reasons };
}
/** The checks before the plan, in the order their refusals are reported. */
const GATE_CHECKS = [
    approvalCheck,
    reviewedCheck,
    policyCheck,
];
function gate(facts) {
    for (const check of GATE_CHECKS) {
        const refusal = check(facts);
        if (refusal === undefined)
            continue;
        if (refusal.kind === "policy")
            return refusal;
        const policy = policyCheck(facts);
        return policy === undefined ? refusal : { ...refusal, policy };
    }
    const { reviewed } = facts;
    if (!facts.requireReviewedPlan || reviewed.kind === "none")
        return { kind: "apply", expect: { kind: "anything" } };
    return { kind: "apply", expect: reviewed };
}
/**
 * Before applying several changes (or letting a merge-queue group through): the plan now must be
 * exactly the union of the operations reviewed in them. `proceed` carries the fingerprint the
 * engine then holds the apply to, so that nothing is applied if the live inventory moves after
 * this check.
 */
function checkBeforeApply(expect, plan) {
    const difference = operationsDifference(expect, plan);
    return (0,_plan_saved_operation_digest_js__WEBPACK_IMPORTED_MODULE_0__/* .matchesReview */ .Mk)(difference.check)
        ? { kind: "proceed", expectedFingerprint: plan.fingerprint }
        : { kind: "refused", outcome: "plan-changed", plan, difference };
}
/**
 * Whether `plan` is the one that was reviewed: the one place "the plan changed" is decided, for the
 * push (merge-route.ts), the merge queue (group-check.ts) and the engine's last check before it
 * applies (a reviewed fingerprint: the Action's, or the CLI's saved plan). `proceed` carries the
 * fingerprint the apply is then held to, when there is one to hold it to.
 */
function checkPlan(expect, plan) {
    switch (expect.kind) {
        case "anything":
            return { kind: "proceed", expectedFingerprint: undefined };
        case "fingerprint":
            return expect.value === plan.fingerprint
                ? { kind: "proceed", expectedFingerprint: plan.fingerprint }
                : {
                    kind: "refused",
                    outcome: "plan-changed",
                    plan,
                    difference: { kind: "fingerprint", reviewed: expect.value },
                };
        case "operations":
            return checkBeforeApply(expect, plan);
    }
}
function operationsDifference(expect, plan) {
    const check = (0,_plan_saved_operation_digest_js__WEBPACK_IMPORTED_MODULE_0__/* .checkReviewedOperations */ .oZ)(plan.operations, expect.perChange);
    return { kind: "operations", check, unreviewed: expect.unreviewed };
}
function verdictOf(decided, engine) {
    if (engine.status === "invalid")
        return { kind: "invalid", outcome: "invalid", diagnostics: engine.diagnostics };
    const { plan } = engine;
    if (decided.kind !== "apply")
        return refusedVerdict(decided, plan);
    switch (engine.status) {
        case "planned":
            throw new TypeError("verdictOf: an apply gate takes the apply's result, not a plan");
        case "plan-changed":
            return {
                kind: "refused",
                outcome: "plan-changed",
                plan,
                difference: decided.expect.kind === "operations"
                    ? operationsDifference(decided.expect, plan)
                    : { kind: "fingerprint", reviewed: engine.expectedFingerprint },
            };
        case "unsafe":
            return { kind: "refused", outcome: "unsafe", plan, message: engine.message };
        case "applied":
            return {
                kind: "applied",
                outcome: (0,_evidence_records_change_record_js__WEBPACK_IMPORTED_MODULE_1__/* .changeStatus */ .zQ)(engine.result),
                plan,
                result: engine.result,
                live: engine.live,
            };
    }
}
/**
 * What a refusal comes to for `plan`: refused, whatever the plan holds. A plan with no operation
 * still merges something the gate refused (a baseline change, a completion note, a change to the
 * rules, a CIP-002 R2 review), and every one of those is a fact the obligations read: recorded as
 * "no changes" it would count as reviewed. So the merge fails, and its record says why.
 */
function refusedVerdict(refusal, plan) {
    switch (refusal.kind) {
        case "not-approved":
            return {
                kind: "refused",
                outcome: REFUSAL_OUTCOMES["not-approved"],
                plan,
                shortfalls: refusal.shortfalls,
            };
        case "unreviewed":
            return { kind: "refused", outcome: REFUSAL_OUTCOMES.unreviewed, plan, why: refusal.why };
        case "policy":
            return { kind: "refused", outcome: REFUSAL_OUTCOMES.policy, plan, reasons: refusal.reasons };
    }
}


/***/ }),

/***/ 1981:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qh: () => (/* binding */ MembershipBook),
/* harmony export */   tx: () => (/* binding */ countedApprovals),
/* harmony export */   xO: () => (/* binding */ principalsText)
/* harmony export */ });
/* harmony import */ var _inventory_document_principals_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9513);
// Who counts for a requirement: the approvals that count at all (on the head commit, not by an
// author or committer of the change, never a bot), and whether each approver is one of a list of
// logins and teams. Team membership is a fact read from GitHub; a fact missing or unreadable makes
// the answer "unverifiable", never "yes".

function countedApprovals(approvals) {
    const counted = new Map();
    const ignored = [];
    for (const approval of approvals) {
        const why = approval.bot
            ? "a bot's approval never counts"
            : approval.authorOrCommitter
                ? "wrote or committed to the change"
                : !approval.onHeadCommit
                    ? "approved an older commit, not the head commit"
                    : undefined;
        if (why !== undefined)
            ignored.push({ login: approval.login, why });
        else
            counted.set(approval.login.toLowerCase(), counted.get(approval.login.toLowerCase()) ?? approval);
    }
    return { counted: [...counted.values()], ignored };
}
class MembershipBook {
    #facts = new Map();
    constructor(facts) {
        for (const fact of facts)
            this.#facts.set(factKey(fact.team, fact.login), fact.membership);
    }
    /** Whether `login` is one of `principals`: named, or an active member of a named team. */
    eligibility(login, principals) {
        const reasons = [];
        for (const principal of principals) {
            if (principal.kind === "user") {
                if (principal.login.toLowerCase() === login.toLowerCase())
                    return { state: "yes" };
                continue;
            }
            const team = (0,_inventory_document_principals_js__WEBPACK_IMPORTED_MODULE_0__/* .principalText */ .cI)(principal);
            const fact = this.#facts.get(factKey(team, login));
            if (fact?.state === "member")
                return { state: "yes" };
            if (fact === undefined)
                reasons.push(`the membership of ${login} in ${team} was not read`);
            else if (fact.state === "unverifiable")
                reasons.push(fact.reason);
        }
        return reasons.length === 0
            ? { state: "no" }
            : { state: "unverifiable", reason: reasons.join("; ") };
    }
}
function factKey(team, login) {
    return `${team.toLowerCase()}\n${login.toLowerCase()}`;
}
/** The principals as the policy writes them, for "who may satisfy it". */
function principalsText(principals) {
    const seen = new Set();
    return principals
        .filter((principal) => !seen.has((0,_inventory_document_principals_js__WEBPACK_IMPORTED_MODULE_0__/* .principalKey */ .qW)(principal)) && seen.add((0,_inventory_document_principals_js__WEBPACK_IMPORTED_MODULE_0__/* .principalKey */ .qW)(principal)))
        .map(_inventory_document_principals_js__WEBPACK_IMPORTED_MODULE_0__/* .principalText */ .cI);
}


/***/ }),

/***/ 9914:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  X: () => (/* binding */ parsePolicyText),
  C: () => (/* binding */ policyCalendarOf)
});

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var shared_diagnostics = __webpack_require__(7273);
// EXTERNAL MODULE: ./src/core/shared/wording.ts
var wording = __webpack_require__(2205);
// EXTERNAL MODULE: ./src/core/inventory/baselines/baseline-keeping.ts
var baseline_keeping = __webpack_require__(9174);
// EXTERNAL MODULE: ./src/core/plan/plan-model.ts
var plan_model = __webpack_require__(3212);
// EXTERNAL MODULE: ./src/core/inventory/document/principals.ts
var principals = __webpack_require__(9513);
// EXTERNAL MODULE: ./src/core/inventory/document/yaml-reader.ts
var yaml_reader = __webpack_require__(249);
// EXTERNAL MODULE: ./src/core/inventory/baselines/standard-versions.ts
var standard_versions = __webpack_require__(7638);
// EXTERNAL MODULE: ./src/core/shared/calendar.ts
var shared_calendar = __webpack_require__(8291);
// EXTERNAL MODULE: ./src/core/inventory/document/value-reader.ts
var value_reader = __webpack_require__(5221);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 5 modules
var schemas = __webpack_require__(7994);
// EXTERNAL MODULE: ./src/core/families/family-shapes.ts
var family_shapes = __webpack_require__(505);
// EXTERNAL MODULE: ./src/core/review/policy/policy-model.ts
var policy_model = __webpack_require__(5117);
;// CONCATENATED MODULE: ./src/core/review/policy/file/policy-standards.ts
// The standards the owner policy's `standards:` may name, each with its versions: those the
// requirement table has rows of, and those a family judges by rows of its own, declared on its
// shape (FamilyShape.standard, core/families/). The policy's parser and its JSON Schema read this
// one list. Pure.


/** Every standard `standards:` may name, the table's first. */
const POLICY_STANDARDS = [
    ...standard_versions/* TABLE_STANDARDS */.YM,
    ...family_shapes/* FAMILY_SHAPES */.SO.flatMap((shape) => shape.standard === undefined ? [] : [shape.standard.standard]),
];
/**
 * The versions of `standard` its rows quote, the later ones they name and, where its rows give it,
 * each later one's first day of enforcement (the requirement table's rows give none: the entity
 * writes the day its implementation plan gives it).
 */
function policyVersionsOf(standard) {
    const family = family_shapes/* FAMILY_SHAPES */.SO.find((shape) => shape.standard?.standard === standard)?.standard;
    return family === undefined
        ? { ...(0,standard_versions/* versionsOf */.x4)(standard), enforceableFrom: {} }
        : {
            quoted: [...family.quoted],
            later: [...family.later],
            enforceableFrom: family.enforceableFrom,
        };
}

;// CONCATENATED MODULE: ./src/core/review/policy/file/policy-schema.ts
// cip-policy.yaml as one zod schema: the source of schemas/policy.schema.json (editor completion
// and checks) and of the key lists the position-aware parser (parse-policy.ts) enforces.









/** Each family's plan-time gate on its reviewed files, by its policy key (its shape's). */
const GATE_SETTINGS = family_shapes/* REVIEWED_FILE_SHAPES */.Qy.flatMap((shape) => "gateSetting" in shape ? [shape.gateSetting] : []);
function gateSettingSchema(gate) {
    return schemas/* enum */.k5n(gate.settings).meta({ description: gate.description }).optional();
}
const RULE_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;
/** An RFC 3339 instant in UTC, as written in the file: 2026-12-15T00:00:00Z. */
const UTC_INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/;
const idSchema = schemas/* string */.YjP().regex(RULE_ID_PATTERN).meta({
    description: "Lower-case letters, digits and hyphens; unique in the file. Named in results.",
});
const operationsSchema = schemas/* array */.YOg(schemas/* enum */.k5n(policy_model/* POLICY_OPERATIONS */.su)).min(1).meta({
    description: "create, update (any update), rename, retype, move, delete. An update matches update and each of its kinds.",
});
const principalsSchema = schemas/* array */.YOg(principals/* principalSchema */.Oj).min(1);
const whenSchema = schemas/* strictObject */.rej({
    operations: operationsSchema.optional(),
    impact: schemas/* array */.YOg(principals/* impactSchema */.kf).min(1).optional(),
})
    .meta({ description: "Which operations the rule covers; absent keys match everything." });
const requireSchema = schemas/* strictObject */.rej({
    approvals: schemas/* int */.Whr().min(1).max(20).meta({ description: "Distinct people who must approve." }),
    from: schemas/* union */.KCZ([schemas/* literal */.euz("owners"), principalsSchema]).meta({
        description: "owners: the owners of each system touched (both ends of a move); or a list of logins and org/team slugs.",
    }),
});
const ruleSchema = schemas/* strictObject */.rej({
    id: idSchema,
    when: whenSchema,
    require: requireSchema,
});
const freezeSchema = schemas/* strictObject */.rej({
    id: idSchema,
    from: schemas/* string */.YjP().regex(UTC_INSTANT_PATTERN).meta({ description: "Start, UTC (…Z), included." }),
    to: schemas/* string */.YjP().regex(UTC_INSTANT_PATTERN).meta({ description: "End, UTC (…Z), excluded." }),
    operations: operationsSchema,
    override: schemas/* strictObject */.rej({ from: principalsSchema })
        .meta({
        description: "Who may let a change through: a review on the head commit whose text starts with /override-freeze and a reason of at least 10 characters.",
    })
        .optional(),
});
/** A calendar date as written in the file: 2026-01-05. */
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** An action delegated: a requirement id in lower case, such as cip-002-r2.2. */
const ACTION_PATTERN = /^cip-\d{3}-r\d+(?:\.\d+)*$/;
const dateSchema = schemas/* string */.YjP().regex(DATE_PATTERN);
const personFields = {
    login: schemas/* string */.YjP()
        .regex(principals/* LOGIN_PATTERN */.NT)
        .meta({ description: "The person's GitHub login (not a team)." }),
    name: schemas/* string */.YjP().min(1).meta({ description: "The person's name, as the documents write it." }),
    title: schemas/* string */.YjP().min(1).meta({ description: "The person's title." }),
};
const delegateSchema = schemas/* strictObject */.rej({
    ...personFields,
    actions: schemas/* array */.YOg(schemas/* string */.YjP().regex(ACTION_PATTERN)).min(1).meta({
        description: "The specific actions delegated, as requirement ids: cip-002-r2.2 approves a CIP-002 R2 review of the identifications.",
    }),
    delegated_on: dateSchema.meta({ description: "The date of the delegation (YYYY-MM-DD)." }),
    delegation_ref: schemas/* string */.YjP().min(1).meta({
        description: "Where the delegation the CIP Senior Manager approved is documented.",
    }),
});
const cipSeniorManagerSchema = schemas/* strictObject */.rej({
    ...personFields,
    since: dateSchema.meta({
        description: "Since when this person is the CIP Senior Manager (YYYY-MM-DD).",
    }),
    delegates: schemas/* array */.YOg(delegateSchema).optional(),
})
    .meta({
    description: "The CIP Senior Manager by name (CIP-003-9 R3) and the delegates with the actions delegated (R4): people, never teams. Approves a CIP-002 R2 review (or a delegate holding cip-002-r2.2) and any change to this key. Without it, no review closes the obligation.",
});
const priorApprovalSchema = schemas/* strictObject */.rej({
    on: dateSchema.meta({ description: "The date of the approval (YYYY-MM-DD)." }),
    ref: schemas/* string */.YjP().min(1).meta({ description: "Where the approval is documented." }),
})
    .meta({
    description: "The last CIP-002 R2 approval before this ledger: it starts the first 15-month interval. A change to it is approved by the CIP Senior Manager.",
});
const calendarSchema = schemas/* strictObject */.rej({
    time_zone: schemas/* string */.YjP().regex(shared_calendar/* CALENDAR_TIME_ZONE_PATTERN */.Xv).meta({
        description: "The time zone calendar days are counted in (default UTC): an IANA Area/Location name such as America/Chicago, or UTC; not an offset (+05:00) or an abbreviation (CST, EST5EDT).",
    }),
    month_end: schemas/* enum */.k5n(shared_calendar/* MONTH_END_CONVENTIONS */.WO).meta({
        description: "How calendar months count. Day-preserving: the same day, or in a shorter month its last day (last-day, the default) or the day it rolls over to (roll-over). Or whole months (whole-month): due by the last day of the month reached. Follow your Regional Entity's reading.",
    }),
    due_soon_days: schemas/* int */.Whr().min(0).max(365).meta({
        description: "An obligation is due soon from this many days before its due date (default 7).",
    }),
    completion_grace_days: schemas/* int */.Whr().min(1).max(365).meta({
        description: "CIP-010 R1.3: days after a deviation's authorization before an unrecorded completion is an exception (default 30).",
    }),
})
    .partial()
    .meta({ description: "How CIP obligations count their dates (docs/cip-obligations.md)." });
/** `standards`: per standard with a later version in the requirement table, each one's first day. */
const standardsSchema = schemas/* strictObject */.rej(Object.fromEntries(POLICY_STANDARDS.flatMap((standard) => {
    const { later } = policyVersionsOf(standard);
    if (later.length === 0)
        return [];
    const former = [...standard_versions/* FORMER_VERSION_NAMES */.yo].filter(([, version]) => later.includes(version));
    const days = Object.fromEntries([
        ...later.map((version) => [
            version,
            dateSchema
                .meta({
                description: `The first day the entity is judged by ${version} (YYYY-MM-DD).`,
            })
                .optional(),
        ]),
        ...former.map(([name, version]) => [
            name,
            dateSchema
                .meta({
                description: `${version} under the name cip-sync gave it before NERC's index named it ${version}: read as ${version}, with a warning; write ${version}.`,
                deprecated: true,
            })
                .optional(),
        ]),
    ]);
    return [[standard, schemas/* strictObject */.rej(days).optional()]];
})))
    .meta({
    description: "From which day the entity is judged by a later version of a standard (NERC's implementation plan sets the enforcement date): an obligation opened on that day or after, in the calendar's time zone, names the later version's row of the requirement table. Only the versions the table knows: docs/obligations/requirements.md. A change is approved by policy_owners.",
});
const policySchema = schemas/* strictObject */.rej({
    version: schemas/* literal */.euz(policy_model/* POLICY_VERSION */.Ky),
    rules: schemas/* array */.YOg(ruleSchema).optional(),
    freezes: schemas/* array */.YOg(freezeSchema).optional(),
    policy_owners: requireSchema
        .meta({
        description: "Who must approve a change to the rules themselves: this file, cip-ledger.yaml (with every rule's own approvers), or an inventory document the base does not have at that path. from: owners is everyone the policy protects (the default, with 1 approval).",
    })
        .optional(),
    cip_senior_manager: cipSeniorManagerSchema.optional(),
    cip_002_last_approval: priorApprovalSchema.optional(),
    calendar: calendarSchema.optional(),
    baselines: schemas/* enum */.k5n(baseline_keeping/* BASELINE_KEEPING */.Eq)
        .meta({
        description: "Where the inventory's baselines may be kept. any (the default): inline, shared or baseline_ref. ref-only: only baseline_ref in High and Medium systems (and systems without impact), for entities that keep BES Cyber System Information off the repository host; Low stays optional.",
    })
        .optional(),
    patch_sources: schemas/* enum */.k5n(plan_model/* PATCH_SOURCE_SETTINGS */.R6)
        .meta({
        description: "CIP-007-6 R2.1 at review: the os_firmware and software items of High and Medium (and unrated) applicable assets' baselines with no source in cip-patch-sources.yaml and no no_source declaration. flag (the default): listed in the plan. require: the plan is refused when the change adds an item without a source or changes its version (and when it cannot tell, its baselines not compared).",
    })
        .optional(),
    vulnerability_assessments: schemas/* enum */.k5n(plan_model/* VULNERABILITY_ASSESSMENT_SETTINGS */.WW)
        .meta({
        description: "CIP-010-4 R3.3 at review: each BCA, EACMS or PCA a change puts into service in a High BES Cyber System (a create, or a move into it) must carry in vulnerability-assessments/ an active assessment naming it, a like-replacement record whose existing asset's baseline equals its own, or a CIP Exceptional Circumstance reference. flag (the default): listed in the plan. require: the plan is refused.",
    })
        .optional(),
    assessment_date_approvers: schemas/* strictObject */.rej({
        from: schemas/* union */.KCZ([
            schemas/* literal */.euz("owners"),
            schemas/* array */.YOg(schemas/* string */.YjP().regex(principals/* LOGIN_PATTERN */.NT)).min(1).meta({
                description: "People by GitHub login; never a team.",
            }),
        ]),
    })
        .meta({
        description: "CIP-010-4 R3.4: who approves a change of an action item's planned completion date (the standard names no approver). from: owners (the default: each system's owners in force) or a list of GitHub logins (people, never teams). A moved date approved by nobody named does not move it. A change is approved by policy_owners.",
    })
        .optional(),
    standards: standardsSchema.optional(),
    ...Object.fromEntries(GATE_SETTINGS.map((gate) => [gate.key, gateSettingSchema(gate)])),
})
    .meta({
    title: "cip-inventory-sync policy (cip-policy.yaml)",
    description: "Who must approve which changes, and when nothing may change. Read from the base branch; see docs/owners-and-policy.md.",
});
const POLICY_KEYS = Object.keys(policySchema.shape);
const RULE_KEYS = Object.keys(ruleSchema.shape);
const WHEN_KEYS = Object.keys(whenSchema.shape);
const REQUIRE_KEYS = Object.keys(requireSchema.shape);
const FREEZE_KEYS = Object.keys(freezeSchema.shape);
const SENIOR_MANAGER_KEYS = Object.keys(cipSeniorManagerSchema.shape);
const DELEGATE_KEYS = Object.keys(delegateSchema.shape);
const PRIOR_APPROVAL_KEYS = Object.keys(priorApprovalSchema.shape);
const CALENDAR_KEYS = Object.keys(calendarSchema.shape);
/** The JSON Schema (draft 2020-12) of the policy file, for editors. */
function policyJsonSchema() {
    return z.toJSONSchema(policySchema, { target: "draft-2020-12", io: "input" });
}

;// CONCATENATED MODULE: ./src/core/review/policy/file/parse-policy-settings.ts








/** The whole numbers of days each key of `calendar` takes. */
const DAYS = {
    due_soon_days: { min: 0, max: 365 },
    completion_grace_days: { min: 1, max: 365 },
};
class PolicySettingsReader extends value_reader/* ValueReader */.D {
    /**
     * A family's gate setting (its shape's `gateSetting`, core/families/), by its key: `{}` when the
     * value is none of its choices (the error names them).
     */
    gateSetting(keyText, value, keyOffset) {
        const gate = GATE_SETTINGS.find((each) => each.key === keyText);
        if (gate === undefined)
            return {};
        const field = { label: gate.key, hint: (0,wording/* listOf */.c3)(gate.settings, "or") };
        const setting = this.choice(value, keyOffset, field, gate.settings);
        return setting === undefined ? {} : { [gate.key]: setting.value };
    }
    /** `calendar: { time_zone, month_end, due_soon_days, completion_grace_days }`, each optional. */
    calendar(value, keyOffset) {
        const shape = '{ time_zone: "America/Chicago", month_end: last-day, due_soon_days: 7, completion_grace_days: 30 }';
        const map = this.submap(value, keyOffset, "calendar", shape);
        if (map === undefined)
            return undefined;
        const calendar = {};
        let valid = true;
        for (const { key, keyText, value: item } of this.entries(map)) {
            const itemOffset = (0,yaml_reader/* nodeStart */.f)(key);
            if (keyText === "time_zone") {
                const zone = this.scalarValue(item, itemOffset, {
                    label: "time_zone",
                    hint: "an IANA time zone such as America/Chicago",
                });
                if (zone !== undefined && (0,shared_calendar/* isCalendarTimeZone */._s)(zone.value))
                    calendar.timeZone = zone.value;
                else {
                    valid = false;
                    if (zone !== undefined)
                        this.error((0,yaml_reader/* nodeStart */.f)(item), `time_zone ${(0,shared_diagnostics/* quote */.hD)(zone.value)} is not a calendar's time zone; write ${shared_calendar/* CALENDAR_TIME_ZONE_HINT */.qo}`);
                }
            }
            else if (keyText === "month_end") {
                const field = { label: "month_end", hint: "last-day, roll-over or whole-month" };
                const monthEnd = this.choice(item, itemOffset, field, shared_calendar/* MONTH_END_CONVENTIONS */.WO);
                if (monthEnd === undefined)
                    valid = false;
                else
                    calendar.monthEnd = monthEnd.value;
            }
            else if (keyText === "due_soon_days" || keyText === "completion_grace_days") {
                const days = this.#days(item, itemOffset, keyText);
                if (days === undefined)
                    valid = false;
                else if (keyText === "due_soon_days")
                    calendar.dueSoonDays = days;
                else
                    calendar.completionGraceDays = days;
            }
            else {
                valid = false;
                this.unknownKey(key, keyText, CALENDAR_KEYS, "the keys of calendar are");
            }
        }
        return valid ? calendar : undefined;
    }
    /** `standards: { CIP-007: { CIP-007-7.1: 2028-07-01 } }`: only the standards cip-sync has rows of. */
    standards(value, keyOffset) {
        const shape = "{ CIP-007: { CIP-007-7.1: 2028-07-01 } }: per standard, each later version and the day from which it judges";
        const map = this.submap(value, keyOffset, "standards", shape);
        if (map === undefined)
            return undefined;
        const chosen = [];
        let valid = true;
        for (const { key, keyText, value: versions } of this.entries(map)) {
            if (!POLICY_STANDARDS.includes(keyText)) {
                valid = false;
                this.error((0,yaml_reader/* nodeStart */.f)(key), `standards: ${(0,shared_diagnostics/* quote */.hD)(keyText)} is not a standard cip-sync has rows of; it has rows of ${(0,wording/* listOf */.c3)(POLICY_STANDARDS)}`);
            }
            else {
                const read = this.#versions(versions, (0,yaml_reader/* nodeStart */.f)(key), keyText);
                if (read === undefined)
                    valid = false;
                else
                    chosen.push(...read);
            }
        }
        return valid ? chosen : undefined;
    }
    /** One standard's later versions and their days, each a version its rows name. */
    #versions(value, keyOffset, standard) {
        const { quoted, later, enforceableFrom } = policyVersionsOf(standard);
        const shape = `{ ${later[0] ?? `${standard}-N`}: 2028-07-01 }: each later version and the day from which it judges`;
        const map = this.submap(value, keyOffset, standard, shape);
        if (map === undefined)
            return undefined;
        const chosen = [];
        let valid = true;
        for (const { key, keyText, value: day } of this.entries(map)) {
            const version = (0,standard_versions/* currentVersionName */.XD)(keyText);
            const refused = versionRefused(standard, version, quoted, later) ??
                namedTwice(standard, keyText, version, chosen);
            let from = refused === undefined ? this.date(day, (0,yaml_reader/* nodeStart */.f)(key), keyText) : undefined;
            const firstDay = enforceableFrom[version];
            if (from !== undefined && firstDay !== undefined && from < firstDay) {
                this.error((0,yaml_reader/* nodeStart */.f)(day), `standards: ${standard}: ${version} is enforceable from ${firstDay}, the day its rows give it, and ${from} is before it: an earlier day would judge by a version not yet in force (and close what ${quoted.join(" and ")} still requires); write ${firstDay}, or the later day your implementation plan gives`);
                from = undefined;
            }
            if (refused !== undefined)
                this.error((0,yaml_reader/* nodeStart */.f)(key), refused);
            else if (version !== keyText)
                this.warning((0,yaml_reader/* nodeStart */.f)(key), `standards: ${standard}: ${keyText} is what cip-sync called ${version} before NERC's index named it so; it is read as ${version}: write ${version}`);
            if (from === undefined)
                valid = false;
            else
                chosen.push({ version, from, ...(version === keyText ? {} : { named: keyText }) });
        }
        return valid ? chosen.map(({ version: v, from }) => ({ version: v, from })) : undefined;
    }
    /** An instant in UTC, as written with its Z; one that does not exist is refused. */
    instant(value, keyOffset, label) {
        const hint = "an instant in UTC such as 2026-12-15T00:00:00Z";
        const text = this.scalarValue(value, keyOffset, { label, hint });
        if (text === undefined)
            return undefined;
        const time = UTC_INSTANT_PATTERN.test(text.value) ? Date.parse(text.value) : Number.NaN;
        if (!Number.isFinite(time)) {
            this.error((0,yaml_reader/* nodeStart */.f)(value), `${label} must be ${hint} (with the Z), not ${(0,shared_diagnostics/* quote */.hD)(text.value)}`);
            return undefined;
        }
        // Date.parse rolls an impossible day or time over (2026-02-30 becomes 2 March): a window the
        // policy's author did not write must never hold or lapse.
        const normalised = new Date(time).toISOString().slice(0, 19);
        if (normalised === text.value.slice(0, 19))
            return time;
        this.error((0,yaml_reader/* nodeStart */.f)(value), `${label} ${(0,shared_diagnostics/* quote */.hD)(text.value)} is not a date and time that exists (it would be read as ${normalised}Z); write a real one, such as 2026-12-15T00:00:00Z`);
        return undefined;
    }
    /** A date that exists, YYYY-MM-DD (2026-02-30 is refused, never rolled over). */
    date(value, keyOffset, label) {
        const hint = "a date such as 2026-01-05";
        const text = this.scalarValue(value, keyOffset, { label, hint });
        if (text === undefined)
            return undefined;
        if ((0,shared_calendar/* isCalendarDate */.tf)(text.value))
            return text.value;
        this.error((0,yaml_reader/* nodeStart */.f)(value), `${label} must be ${hint} that exists (YYYY-MM-DD), not ${(0,shared_diagnostics/* quote */.hD)(text.value)}`);
        return undefined;
    }
    #days(value, keyOffset, label) {
        const { min, max } = DAYS[label];
        const hint = `a whole number of days from ${min} to ${max}`;
        const text = this.scalarValue(value, keyOffset, { label, hint });
        if (text === undefined)
            return undefined;
        const days = /^\d{1,3}$/.test(text.value) ? Number(text.value) : Number.NaN;
        if (days >= min && days <= max)
            return days;
        this.error((0,yaml_reader/* nodeStart */.f)(value), `${label} must be ${hint}, not ${(0,shared_diagnostics/* quote */.hD)(text.value)}`);
        return undefined;
    }
}
/** Why `written` may not be named beside the versions `chosen` so far: it names one of them again. */
function namedTwice(standard, written, version, chosen) {
    const first = chosen.find((earlier) => earlier.version === version);
    if (first === undefined)
        return undefined;
    const names = [first.named ?? first.version, written].sort();
    return `standards: ${standard}: ${names.join(" and ")} name the same version (${version}); keep ${version} alone`;
}
/** Why `version` may not be named under `standard`, or undefined when it is one of its later ones. */
function versionRefused(standard, version, quoted, later) {
    if (later.includes(version))
        return undefined;
    const where = `standards: ${standard}:`;
    if (quoted.includes(version))
        return `${where} ${version} is the version cip-sync's ${standard} rows quote, which judges until a later one takes force; name ${later.length === 1 ? "the later version" : "a later version"}: ${(0,wording/* listOf */.c3)(later, "or")}`;
    if (later.length === 0)
        return `${where} ${(0,shared_diagnostics/* quote */.hD)(version)} is not a version cip-sync knows: its ${standard} rows quote ${(0,wording/* listOf */.c3)(quoted)} and name no later version, so cip-sync cannot judge by it; remove it`;
    return `${where} ${(0,shared_diagnostics/* quote */.hD)(version)} is not a version cip-sync knows; the later ${later.length === 1 ? "version" : "versions"} its ${standard} rows name ${later.length === 1 ? "is" : "are"} ${(0,wording/* listOf */.c3)(later)}`;
}

;// CONCATENATED MODULE: ./src/core/review/policy/file/parse-senior-manager.ts
// The policy file's `cip_senior_manager` (the CIP Senior Manager by name and the delegates with the
// actions delegated), `cip_002_last_approval` and `assessment_date_approvers` (who approves a moved
// planned date of an assessment's action item), each problem at its place. Only people: a team is
// refused with what to write instead, since whoever manages a team would then make delegates, and
// the ledger keeps who approved, never a team's members on the day.
//
// CIP-003-9 R3: "Each Responsible Entity shall identify a CIP Senior Manager by name and document
// any change within 30 calendar days of the change."
// CIP-003-9 R4: "The Responsible Entity shall implement a documented process to delegate authority,
// unless no delegations are used. Where allowed by the CIP Standards, the CIP Senior Manager may
// delegate authority for specific actions to a delegate or delegates. These delegations shall be
// documented, including the name or title of the delegate, the specific actions delegated, and
// the date of the delegation; approved by the CIP Senior Manager; and updated within 30 days of
// any change to the delegation."






const CSM_SHAPE = '{ login: jdoe, name: "Jane Doe", title: "VP Operations", since: 2026-01-05, delegates: [...] }';
const ACTION_HINT = "a requirement id in lower case, such as cip-002-r2.2 (approve the CIP-002 R2 review)";
const DELEGATE_SHAPE = '{ login: rsmith, name: "Robert Smith", title: "Director, Substations", actions: [cip-002-r2.2], delegated_on: 2026-02-01, delegation_ref: DEL-7 }';
const DATE_APPROVERS_SHAPE = "{ from: owners } or { from: [rsmith, jdoe] }";
class SeniorManagerReader extends PolicySettingsReader {
    /**
     * `assessment_date_approvers`: `from: owners`, or people by login. CIP-010-4 R3.4 asks for "the
     * planned date of completing the action plan" and names no approver of a change of it.
     */
    dateApprovers(value, keyOffset) {
        const label = "assessment_date_approvers";
        const map = this.submap(value, keyOffset, label, DATE_APPROVERS_SHAPE);
        if (map === undefined || !this.required(map, ["from"], label))
            return undefined;
        let read;
        for (const { key, keyText, value: item } of this.entries(map)) {
            if (keyText !== "from") {
                this.unknownKey(key, keyText, ["from"], `the key of ${label} is`);
                return undefined;
            }
            read = this.#dateApproversFrom(item, (0,yaml_reader/* nodeStart */.f)(key));
        }
        return read;
    }
    #dateApproversFrom(value, keyOffset) {
        const hint = "owners or a list of GitHub logins (e.g. [rsmith])";
        if ((0,dist/* isScalar */.jn)(value) && !(0,yaml_reader/* isEmptyPlain */.eF)(value)) {
            const text = this.scalarValue(value, keyOffset, { label: "from", hint: "owners" });
            if (text?.value === "owners")
                return { kind: "owners" };
            this.error((0,yaml_reader/* nodeStart */.f)(value), `from must be ${hint}, not ${(0,shared_diagnostics/* quote */.hD)(text?.value ?? "")}`);
            return undefined;
        }
        // An empty list is refused there, with what to write.
        const items = this.listItems(value, keyOffset, {
            label: "from",
            hint: "GitHub logins (e.g. [rsmith])",
        });
        if (items === undefined)
            return undefined;
        const logins = [];
        for (const item of items) {
            const login = this.#text(item, keyOffset, "from entry", "a GitHub login");
            if (login === undefined)
                return undefined;
            if (!principals/* LOGIN_PATTERN */.NT.test(login)) {
                this.error((0,yaml_reader/* nodeStart */.f)(item), login.includes("/")
                    ? `${(0,shared_diagnostics/* quote */.hD)(login)} is a team, but assessment_date_approvers names people (the ledger keeps who approved, not a team's members on the day): write each person's GitHub login, such as rsmith`
                    : `login ${(0,shared_diagnostics/* quote */.hD)(login)} is not a GitHub login (letters, digits and single hyphens)`);
                return undefined;
            }
            if (!logins.some((other) => other.toLowerCase() === login.toLowerCase()))
                logins.push(login);
        }
        return { kind: "logins", logins };
    }
    /** `cip_senior_manager`: one person, with `since`, and the delegates. */
    seniorManager(value, keyOffset) {
        const map = this.submap(value, keyOffset, "cip_senior_manager", CSM_SHAPE);
        if (map === undefined)
            return undefined;
        if (this.#legacy(map))
            return undefined;
        const required = SENIOR_MANAGER_KEYS.filter((key) => key !== "delegates");
        let valid = this.required(map, required, "cip_senior_manager");
        const read = { delegates: [] };
        for (const { key, keyText, value: item } of this.entries(map)) {
            const itemOffset = (0,yaml_reader/* nodeStart */.f)(key);
            if (keyText === "delegates") {
                const delegates = this.#delegates(item, itemOffset);
                if (delegates === undefined)
                    valid = false;
                else
                    read.delegates = delegates;
            }
            else if (keyText === "since") {
                read.since = this.date(item, itemOffset, "since");
                valid &&= read.since !== undefined;
            }
            else if (!this.#personField(key, keyText, item, read, "cip_senior_manager"))
                valid = false;
        }
        const { login, name, title, since, delegates = [] } = read;
        if (!valid || !login || !name || !title || !since)
            return undefined;
        const manager = delegates.find((delegate) => delegate.login.toLowerCase() === login.toLowerCase());
        if (manager !== undefined) {
            this.error((0,yaml_reader/* nodeStart */.f)(map), `${login} is the CIP Senior Manager; remove them from delegates`);
            return undefined;
        }
        return { login, name, title, since, delegates };
    }
    /** `cip_002_last_approval: { on, ref }`. */
    priorApproval(value, keyOffset) {
        const shape = '{ on: 2025-10-14, ref: "CIP-002 R2 approval memo, 2025-10" }';
        const map = this.submap(value, keyOffset, "cip_002_last_approval", shape);
        if (map === undefined || !this.required(map, PRIOR_APPROVAL_KEYS, "cip_002_last_approval"))
            return undefined;
        const read = {};
        let valid = true;
        for (const { key, keyText, value: item } of this.entries(map)) {
            const itemOffset = (0,yaml_reader/* nodeStart */.f)(key);
            if (keyText === "on")
                read.on = this.date(item, itemOffset, "on");
            else if (keyText === "ref")
                read.ref = this.#text(item, itemOffset, "ref");
            else {
                valid = false;
                this.unknownKey(key, keyText, PRIOR_APPROVAL_KEYS, "the keys of cip_002_last_approval are");
            }
        }
        return valid && read.on && read.ref
            ? { on: read.on, ref: read.ref, location: this.at((0,yaml_reader/* nodeStart */.f)(map)) }
            : undefined;
    }
    /** The former form (`approvals` and `from`, which took teams): refused with what to write. */
    #legacy(map) {
        const old = map.items.find((pair) => (0,dist/* isScalar */.jn)(pair.key) && (pair.key.value === "from" || pair.key.value === "approvals"));
        if (old === undefined)
            return false;
        this.error((0,yaml_reader/* nodeStart */.f)(old.key), `cip_senior_manager names one CIP Senior Manager by name (CIP-003 R3), not approvals from a list of logins and teams: write ${CSM_SHAPE}, each delegate a person with the actions delegated`);
        return true;
    }
    #delegates(value, keyOffset) {
        if ((0,dist/* isScalar */.jn)(value) && (0,yaml_reader/* isEmptyPlain */.eF)(value))
            return [];
        const field = { label: "delegates", hint: `delegates (maps such as ${DELEGATE_SHAPE})` };
        const items = this.listItems(value, keyOffset, field);
        if (items === undefined)
            return undefined;
        const delegates = [];
        let valid = true;
        for (const item of items) {
            const map = this.submap(item, keyOffset, "each delegate", DELEGATE_SHAPE);
            const delegate = map && this.#delegate(map);
            if (delegate === undefined)
                valid = false;
            else if (delegates.some((other) => other.login.toLowerCase() === delegate.login.toLowerCase())) {
                valid = false;
                this.error((0,yaml_reader/* nodeStart */.f)(map), `delegate ${delegate.login} is listed twice; keep one entry with every action delegated`);
            }
            else
                delegates.push(delegate);
        }
        return valid ? delegates : undefined;
    }
    #delegate(map) {
        let valid = this.required(map, DELEGATE_KEYS, "this delegate");
        const read = {};
        for (const { key, keyText, value } of this.entries(map)) {
            const keyOffset = (0,yaml_reader/* nodeStart */.f)(key);
            if (keyText === "actions") {
                read.actions = this.#actions(value, keyOffset);
                valid &&= read.actions !== undefined;
            }
            else if (keyText === "delegated_on") {
                read.delegatedOn = this.date(value, keyOffset, "delegated_on");
                valid &&= read.delegatedOn !== undefined;
            }
            else if (keyText === "delegation_ref") {
                read.delegationRef = this.#text(value, keyOffset, "delegation_ref");
                valid &&= read.delegationRef !== undefined;
            }
            else if (!this.#personField(key, keyText, value, read, "a delegate"))
                valid = false;
        }
        const { login, name, title, actions, delegatedOn, delegationRef } = read;
        if (!valid || !login || !name || !title || !actions || !delegatedOn || !delegationRef)
            return undefined;
        return { login, name, title, actions, delegatedOn, delegationRef };
    }
    /** `login`, `name` or `title` into `read`; false after reporting a problem or an unknown key. */
    #personField(key, keyText, value, read, who) {
        const keyOffset = (0,yaml_reader/* nodeStart */.f)(key);
        if (keyText === "login")
            read.login = this.#login(value, keyOffset, who);
        else if (keyText === "name" || keyText === "title")
            read[keyText] = this.#text(value, keyOffset, keyText);
        else {
            const known = who === "a delegate" ? DELEGATE_KEYS : SENIOR_MANAGER_KEYS;
            this.unknownKey(key, keyText, known, `the keys of ${who} are`);
            return false;
        }
        return read[keyText] !== undefined;
    }
    #login(value, keyOffset, who) {
        const text = this.#text(value, keyOffset, "login");
        if (text === undefined)
            return undefined;
        if (principals/* LOGIN_PATTERN */.NT.test(text))
            return text;
        const at = (0,yaml_reader/* nodeStart */.f)(value);
        if (text.includes("/"))
            this.error(at, `${(0,shared_diagnostics/* quote */.hD)(text)} is a team, but ${who} is one person, named (CIP-003 R3 and R4): write that person's GitHub login, such as jdoe${who === "a delegate" ? ", one delegate per person with the actions delegated to them" : ", and list each person with delegated authority under delegates"}`);
        else
            this.error(at, `login ${(0,shared_diagnostics/* quote */.hD)(text)} is not a GitHub login (letters, digits and single hyphens)`);
        return undefined;
    }
    #actions(value, keyOffset) {
        const field = { label: "actions", hint: "requirement ids such as cip-002-r2.2" };
        const items = this.listItems(value, keyOffset, field);
        if (items === undefined)
            return undefined;
        const actions = [];
        for (const item of items) {
            const text = this.#text(item, keyOffset, "actions entry", ACTION_HINT);
            if (text === undefined)
                return undefined;
            if (!ACTION_PATTERN.test(text)) {
                this.error((0,yaml_reader/* nodeStart */.f)(item), `action ${(0,shared_diagnostics/* quote */.hD)(text)} must be ${ACTION_HINT}`);
                return undefined;
            }
            if (!actions.includes(text))
                actions.push(text);
        }
        return actions;
    }
    #text(value, keyOffset, label, hint = "some text") {
        const text = this.scalarValue(value, keyOffset, { label, hint });
        if (text === undefined)
            return undefined;
        if (text.value.trim() !== "")
            return text.value;
        this.error((0,dist/* isNode */.Ll)(value) ? (0,yaml_reader/* nodeStart */.f)(value) : keyOffset, `${label} is empty; write it`);
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/core/review/policy/file/parse-policy.ts
// cip-policy.yaml's text -> the policy, with every problem at file:line:column. Read strictly, as
// inventory files are (yaml-reader.ts): no anchors, aliases, tags or duplicate keys. A policy with
// any error is no policy: the caller fails closed.









const MAX_APPROVALS = 20;
const OPERATIONS_HINT = "create, update, rename, retype, move or delete";
function parsePolicyText(text, file) {
    const lineCounter = new dist/* LineCounter */.HN();
    const docs = (0,yaml_reader/* parseYamlDocuments */.v)(text, lineCounter);
    const reader = new PolicyReader(text, file, lineCounter);
    const policy = reader.file(docs);
    const diagnostics = reader.diagnostics.sort(shared_diagnostics/* compareDiagnostics */.oV);
    // A warning (a version under its former name) leaves the policy read.
    return !(0,shared_diagnostics/* hasErrors */.Cs)(diagnostics) && policy ? { policy, diagnostics } : { diagnostics };
}
function policyCalendarOf(text, file) {
    if (text === undefined)
        return { kind: "calendar", calendar: undefined };
    const parsed = parsePolicyText(text, file);
    const { policy } = parsed;
    if (policy !== undefined)
        return {
            kind: "calendar",
            calendar: policy.calendar,
            ...(policy.calendar?.completionGraceDays === undefined
                ? {}
                : { completionGraceDays: policy.calendar.completionGraceDays }),
            ...(policy.standards === undefined ? {} : { standardVersions: policy.standards }),
        };
    const error = parsed.diagnostics.find((diagnostic) => diagnostic.severity === "error");
    const where = error?.location === undefined ? file : (0,shared_diagnostics/* formatLocation */.j$)(error.location);
    return {
        kind: "invalid",
        problem: `the policy file ${where} is invalid (${error?.message ?? "unreadable"}), so its calendar is unknown; fix it`,
    };
}
class PolicyReader extends SeniorManagerReader {
    #ids = new Map();
    file(docs) {
        const [doc, extra] = docs;
        if (doc === undefined || doc.contents === null) {
            this.error(0, "the policy file is empty; write `version: 1` and rules, or remove the file");
            return undefined;
        }
        if (extra !== undefined) {
            this.error(extra.range[0], 'a policy file holds one YAML document; remove the extra "---"');
        }
        if (!this.yamlProblems(doc, 0) || !this.plainNode(doc.contents))
            return undefined;
        if (!(0,dist/* isMap */.jh)(doc.contents)) {
            this.error((0,yaml_reader/* nodeStart */.f)(doc.contents), `the policy must be a map with the keys ${(0,wording/* listOf */.c3)(POLICY_KEYS)}, not ${(0,yaml_reader/* describeValue */.bp)(doc.contents)}`);
            return undefined;
        }
        return this.#policy(doc.contents);
    }
    #policy(map) {
        let version = false;
        const policy = { version: policy_model/* POLICY_VERSION */.Ky, rules: [], freezes: [] };
        for (const { key, keyText, value } of this.entries(map)) {
            const keyOffset = (0,yaml_reader/* nodeStart */.f)(key);
            if (keyText === "version")
                version = this.#version(value, keyOffset);
            else if (keyText === "rules") {
                policy.rules = this.#list(value, keyOffset, "rules", (item) => this.#rule(item));
            }
            else if (keyText === "freezes") {
                policy.freezes = this.#list(value, keyOffset, "freezes", (item) => this.#freeze(item));
            }
            else if (keyText === "policy_owners") {
                const owners = {};
                if (this.#require(value, keyOffset, owners) && owners.approvals && owners.from)
                    policy.policyOwners = { approvals: owners.approvals, from: owners.from };
            }
            else if (keyText === "cip_senior_manager") {
                const csm = this.seniorManager(value, keyOffset);
                if (csm !== undefined)
                    policy.cipSeniorManager = csm;
            }
            else if (keyText === "cip_002_last_approval") {
                const prior = this.priorApproval(value, keyOffset);
                if (prior !== undefined)
                    policy.cip002LastApproval = prior;
            }
            else if (keyText === "calendar") {
                const calendar = this.calendar(value, keyOffset);
                if (calendar !== undefined)
                    policy.calendar = calendar;
            }
            else if (keyText === "baselines") {
                const field = { label: "baselines", hint: "any or ref-only" };
                const keeping = this.choice(value, keyOffset, field, baseline_keeping/* BASELINE_KEEPING */.Eq);
                if (keeping !== undefined)
                    policy.baselines = keeping.value;
            }
            else if (keyText === "patch_sources") {
                const field = { label: "patch_sources", hint: "flag or require" };
                const setting = this.choice(value, keyOffset, field, plan_model/* PATCH_SOURCE_SETTINGS */.R6);
                if (setting !== undefined)
                    policy.patchSources = setting.value;
            }
            else if (keyText === "vulnerability_assessments") {
                const field = { label: "vulnerability_assessments", hint: "flag or require" };
                const setting = this.choice(value, keyOffset, field, plan_model/* VULNERABILITY_ASSESSMENT_SETTINGS */.WW);
                if (setting !== undefined)
                    policy.vulnerabilityAssessments = setting.value;
            }
            else if (keyText === "assessment_date_approvers") {
                const approvers = this.dateApprovers(value, keyOffset);
                if (approvers !== undefined)
                    policy.assessmentDateApprovers = approvers;
            }
            else if (keyText === "standards") {
                const standards = this.standards(value, keyOffset);
                if (standards !== undefined)
                    policy.standards = standards;
            }
            else if (GATE_SETTINGS.some((gate) => gate.key === keyText)) {
                policy.gates = { ...policy.gates, ...this.gateSetting(keyText, value, keyOffset) };
            }
            else
                this.unknownKey(key, keyText, POLICY_KEYS, "the keys of the policy are");
        }
        if (!map.items.some((pair) => (0,dist/* isScalar */.jn)(pair.key) && pair.key.value === "version")) {
            this.error((0,yaml_reader/* nodeStart */.f)(map), 'missing key "version": write `version: 1` at the top');
        }
        return version ? policy : undefined;
    }
    #version(value, keyOffset) {
        const text = this.scalarValue(value, keyOffset, { label: "version", hint: "1" });
        if (text === undefined)
            return false;
        if (text.value === String(policy_model/* POLICY_VERSION */.Ky))
            return true;
        this.error((0,yaml_reader/* nodeStart */.f)(value), `version ${(0,shared_diagnostics/* quote */.hD)(text.value)} is not supported; this cip-sync reads version ${policy_model/* POLICY_VERSION */.Ky}`);
        return false;
    }
    /** Each map of a list, read by `read`; the ones that could not be read are left out. */
    #list(value, keyOffset, label, read) {
        // `rules:` or `rules: []`: none, as when the key is left out.
        if (((0,dist/* isScalar */.jn)(value) && (0,yaml_reader/* isEmptyPlain */.eF)(value)) || ((0,dist/* isSeq */.oP)(value) && value.items.length === 0)) {
            return [];
        }
        const items = this.listItems(value, keyOffset, { label, hint: `${label} (maps)` }) ?? [];
        const read_ = [];
        for (const item of items) {
            if ((0,dist/* isNode */.Ll)(item) && !this.plainNode(item))
                continue;
            if (!(0,dist/* isMap */.jh)(item)) {
                const where = (0,dist/* isNode */.Ll)(item) ? (0,yaml_reader/* nodeStart */.f)(item) : keyOffset;
                this.error(where, `each entry of ${label} must be a map, not ${(0,dist/* isNode */.Ll)(item) ? (0,yaml_reader/* describeValue */.bp)(item) : "nothing"}`);
                continue;
            }
            const entry = read(item);
            if (entry !== undefined)
                read_.push(entry);
        }
        return read_;
    }
    #id(value, keyOffset, what) {
        const text = this.scalarValue(value, keyOffset, {
            label: `the ${what} id`,
            hint: "a name such as high-impact-deletes",
        });
        if (text === undefined)
            return undefined;
        const offset = (0,yaml_reader/* nodeStart */.f)(value);
        if (!RULE_ID_PATTERN.test(text.value)) {
            this.error(offset, `${what} id ${(0,shared_diagnostics/* quote */.hD)(text.value)} must be lower-case letters, digits and hyphens (e.g. high-impact-deletes)`);
            return undefined;
        }
        const first = this.#ids.get(text.value);
        if (first !== undefined) {
            this.error(offset, `id ${(0,shared_diagnostics/* quote */.hD)(text.value)} is used twice (first at line ${this.at(first).line}); give each rule and freeze its own id`, [this.at(first)]);
            return undefined;
        }
        this.#ids.set(text.value, offset);
        return text.value;
    }
    #rule(map) {
        let valid = this.required(map, RULE_KEYS, "this rule");
        const rule = { location: this.at((0,yaml_reader/* nodeStart */.f)(map)) };
        for (const { key, keyText, value } of this.entries(map)) {
            const keyOffset = (0,yaml_reader/* nodeStart */.f)(key);
            if (keyText === "id")
                rule.id = this.#id(value, keyOffset, "rule");
            else if (keyText === "when")
                valid = this.#when(value, keyOffset, rule) && valid;
            else if (keyText === "require")
                valid = this.#require(value, keyOffset, rule) && valid;
            else {
                valid = false;
                this.unknownKey(key, keyText, RULE_KEYS, "the keys of a rule are");
            }
        }
        const { id, location, approvals, from } = rule;
        if (!valid ||
            id === undefined ||
            location === undefined ||
            approvals === undefined ||
            from === undefined) {
            return undefined;
        }
        return { ...rule, id, location, approvals, from };
    }
    #when(value, keyOffset, rule) {
        const map = this.submap(value, keyOffset, "when", "{ operations: [...], impact: [...] }");
        if (map === undefined)
            return false;
        let valid = true;
        for (const { key, keyText, value: item } of this.entries(map)) {
            const itemOffset = (0,yaml_reader/* nodeStart */.f)(key);
            if (keyText === "operations") {
                const operations = this.#operations(item, itemOffset);
                if (operations)
                    rule.operations = operations;
                else
                    valid = false;
            }
            else if (keyText === "impact") {
                const impact = this.choiceList(item, itemOffset, { label: "impact", hint: "high, medium or low" }, ["high", "medium", "low"]);
                if (impact)
                    rule.impact = impact.map((entry) => entry.value);
                else
                    valid = false;
            }
            else {
                valid = false;
                this.unknownKey(key, keyText, WHEN_KEYS, "the keys of when are");
            }
        }
        return valid;
    }
    #operations(value, keyOffset) {
        const field = { label: "operations", hint: OPERATIONS_HINT };
        return this.choiceList(value, keyOffset, field, policy_model/* POLICY_OPERATIONS */.su)?.map((entry) => entry.value);
    }
    #require(value, keyOffset, rule) {
        const map = this.submap(value, keyOffset, "require", "{ approvals: N, from: owners or [...] }");
        if (map === undefined || !this.required(map, REQUIRE_KEYS, "require"))
            return false;
        let valid = true;
        for (const { key, keyText, value: item } of this.entries(map)) {
            const itemOffset = (0,yaml_reader/* nodeStart */.f)(key);
            if (keyText === "approvals") {
                rule.approvals = this.#approvals(item, itemOffset);
                valid &&= rule.approvals !== undefined;
            }
            else if (keyText === "from") {
                rule.from = this.#from(item, itemOffset);
                valid &&= rule.from !== undefined;
            }
            else {
                valid = false;
                this.unknownKey(key, keyText, REQUIRE_KEYS, "the keys of require are");
            }
        }
        return valid;
    }
    #approvals(value, keyOffset) {
        const text = this.scalarValue(value, keyOffset, {
            label: "approvals",
            hint: `a whole number from 1 to ${MAX_APPROVALS}`,
        });
        if (text === undefined)
            return undefined;
        const count = /^\d{1,2}$/.test(text.value) ? Number(text.value) : Number.NaN;
        if (count >= 1 && count <= MAX_APPROVALS)
            return count;
        this.error((0,yaml_reader/* nodeStart */.f)(value), `approvals must be a whole number from 1 to ${MAX_APPROVALS}, not ${(0,shared_diagnostics/* quote */.hD)(text.value)}`);
        return undefined;
    }
    #from(value, keyOffset) {
        if ((0,dist/* isScalar */.jn)(value) && !(0,yaml_reader/* isEmptyPlain */.eF)(value)) {
            const text = this.scalarValue(value, keyOffset, { label: "from", hint: "owners" });
            if (text?.value === "owners")
                return { kind: "owners" };
            this.error((0,yaml_reader/* nodeStart */.f)(value), `from must be owners or a list of logins and org/team slugs (e.g. ["acme/cip-compliance"]), not ${(0,shared_diagnostics/* quote */.hD)(text?.value ?? "")}`);
            return undefined;
        }
        const principals = this.#principalList(value, keyOffset, "from");
        return principals && { kind: "principals", principals };
    }
    #principalList(value, keyOffset, label) {
        const field = { label, hint: "GitHub logins and org/team slugs" };
        return this.principals(value, keyOffset, field)?.map((entry) => entry.value);
    }
    #freeze(map) {
        let valid = this.required(map, ["id", "from", "to", "operations"], "this freeze");
        const freeze = { location: this.at((0,yaml_reader/* nodeStart */.f)(map)) };
        for (const { key, keyText, value } of this.entries(map)) {
            const keyOffset = (0,yaml_reader/* nodeStart */.f)(key);
            if (keyText === "id")
                freeze.id = this.#id(value, keyOffset, "freeze");
            else if (keyText === "from" || keyText === "to")
                freeze[keyText] = this.instant(value, keyOffset, keyText);
            else if (keyText === "operations")
                freeze.operations = this.#operations(value, keyOffset);
            else if (keyText === "override") {
                const override = this.submap(value, keyOffset, "override", "{ from: [...] }");
                const from = override && this.#overrideFrom(override);
                if (from)
                    freeze.overrideFrom = from;
                else
                    valid = false;
            }
            else {
                valid = false;
                this.unknownKey(key, keyText, FREEZE_KEYS, "the keys of a freeze are");
            }
        }
        const { id, location, from, to, operations } = freeze;
        if (!valid || !id || !location || from === undefined || to === undefined || !operations)
            return undefined;
        if (to <= from) {
            this.error((0,yaml_reader/* nodeStart */.f)(map), `freeze ${(0,shared_diagnostics/* quote */.hD)(id)} ends before it starts; "to" must be after "from"`);
            return undefined;
        }
        return { ...freeze, id, location, from, to, operations };
    }
    #overrideFrom(map) {
        if (!this.required(map, ["from"], "override"))
            return undefined;
        let from;
        for (const { key, keyText, value } of this.entries(map)) {
            if (keyText === "from")
                from = this.#principalList(value, (0,yaml_reader/* nodeStart */.f)(key), "override from");
            else {
                this.unknownKey(key, keyText, ["from"], "the key of override is");
                return undefined;
            }
        }
        return from;
    }
}


/***/ }),

/***/ 4465:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ planRulesOfText),
/* harmony export */   U: () => (/* binding */ stricterGateRule)
/* harmony export */ });
/* harmony import */ var _inventory_baselines_baseline_keeping_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9174);
/* harmony import */ var _shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8291);
/* harmony import */ var _parse_policy_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9914);
// The owner policy's rules a plan reads, from the policy file's text parsed once: `baselines:`
// (core/inventory/baselines/baseline-keeping.ts) and each family gate's setting by its key
// (ReviewedFileSet.gate). No file: no rule, every gate its default. A file that does not parse is
// its diagnostics: the plan refuses rather than guess, wherever a rule's strictest setting would
// (fail closed). Pure.



/**
 * The stricter of two readings of a gate's setting (the checkout's policy and the base's), by the
 * order of its `settings`, the first the default: a reading that failed is the stricter (the gate
 * refuses wherever its strictest setting would), and of two the same, the checkout's.
 */
function stricterGateRule(checkout, base, settings) {
    if ("diagnostics" in checkout)
        return checkout;
    if ("diagnostics" in base)
        return base;
    const rank = (read) => read.rule === undefined ? 0 : settings.indexOf(read.rule.setting);
    return rank(base) > rank(checkout) ? base : checkout;
}
/** The plan's rules of the policy file `file`'s text (undefined: there is no such file). */
function planRulesOfText(text, file) {
    if (text === undefined)
        return {
            baselines: { rule: undefined },
            gateRules: () => ({ rule: undefined }),
            seniorManager: undefined,
            calendar: _shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_CALENDAR */ .jF,
            standardVersions: [],
        };
    const { policy, diagnostics } = (0,_parse_policy_js__WEBPACK_IMPORTED_MODULE_2__/* .parsePolicyText */ .X)(text, file);
    if (policy === undefined)
        return {
            baselines: { diagnostics },
            gateRules: () => ({ diagnostics }),
            seniorManager: undefined,
            calendar: _shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_CALENDAR */ .jF,
            standardVersions: [],
        };
    return {
        seniorManager: policy.cipSeniorManager && {
            login: policy.cipSeniorManager.login,
            name: policy.cipSeniorManager.name,
        },
        calendar: (0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveCalendar */ .Z4)(policy.calendar),
        standardVersions: policy.standards ?? [],
        baselines: { rule: (0,_inventory_baselines_baseline_keeping_js__WEBPACK_IMPORTED_MODULE_0__/* .baselineRuleOf */ .XL)(policy, file) },
        gateRules: (key) => {
            const setting = policy.gates?.[key];
            return { rule: setting === undefined ? undefined : { setting, file } };
        },
    };
}


/***/ }),

/***/ 3587:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $9: () => (/* binding */ overrideReason),
/* harmony export */   WR: () => (/* binding */ evaluateFreezes)
/* harmony export */ });
/* unused harmony exports OVERRIDE_COMMAND, MIN_OVERRIDE_REASON, activeFreezes */
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7273);
/* harmony import */ var _shared_wording_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2205);
/* harmony import */ var _policy_subjects_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6403);
/* harmony import */ var _approvers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1981);
// Freeze windows: an operation inside an active window is refused unless a member of the
// window's `override.from` approved the head commit with a review starting `/override-freeze`
// followed by a reason of at least 10 characters. The time is the run's, in UTC.




const OVERRIDE_COMMAND = "/override-freeze";
const MIN_OVERRIDE_REASON = 10;
/** The reason of an override review, or undefined when the body is not one. */
function overrideReason(body) {
    const text = body.trimStart();
    if (!text.startsWith(OVERRIDE_COMMAND))
        return undefined;
    const rest = text.slice(OVERRIDE_COMMAND.length);
    if (rest !== "" && !/^\s/.test(rest))
        return undefined;
    const reason = rest.trim();
    return [...reason].length >= MIN_OVERRIDE_REASON ? reason : undefined;
}
function evaluateFreezes(windows, facts, counted, book) {
    return windows.flatMap((window) => {
        if (facts.now < window.from || facts.now >= window.to)
            return [];
        const covered = facts.operations.flatMap((operation, index) => (0,_policy_subjects_js__WEBPACK_IMPORTED_MODULE_1__/* .operationKinds */ .xc)(operation).some((kind) => window.operations.includes(kind)) ? [index] : []);
        return covered.length === 0 ? [] : [judgeWindow(window, covered, counted, book)];
    });
}
/**
 * The windows active at `now` that hold any of `operations`: what an apply from the terminal,
 * which no review overrides, must say it goes around, and record.
 */
function activeFreezes(windows, operations, now) {
    return windows.flatMap((window) => {
        if (now < window.from || now >= window.to)
            return [];
        const held = operations.filter((operation) => operationKinds(operation).some((kind) => window.operations.includes(kind))).length;
        if (held === 0)
            return [];
        const from = new Date(window.from).toISOString();
        return [{ id: window.id, from, to: new Date(window.to).toISOString(), operations: held }];
    });
}
function judgeWindow(window, covered, counted, book) {
    const evaluation = {
        id: window.id,
        from: new Date(window.from).toISOString(),
        to: new Date(window.to).toISOString(),
        operations: covered,
        overrideFrom: (0,_approvers_js__WEBPACK_IMPORTED_MODULE_2__/* .principalsText */ .xO)(window.overrideFrom ?? []),
        result: "frozen",
        problem: "",
    };
    const unknown = [];
    for (const approval of counted) {
        const reason = overrideReason(approval.body);
        if (reason === undefined || !window.overrideFrom)
            continue;
        const eligibility = book.eligibility(approval.login, window.overrideFrom);
        if (eligibility.state === "yes") {
            return { ...evaluation, result: "overridden", override: { login: approval.login, reason } };
        }
        if (eligibility.state === "unverifiable")
            unknown.push(eligibility.reason);
    }
    const refused = `freeze ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(window.id)} (${evaluation.from} to ${evaluation.to}) holds ${(0,_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .countOf */ .pq)(covered.length, "operation")}`;
    if (unknown.length > 0) {
        return {
            ...evaluation,
            result: "unverifiable",
            problem: `${refused}; an override cannot be verified: ${unknown.join("; ")}`,
        };
    }
    const how = window.overrideFrom
        ? `a member of ${evaluation.overrideFrom.join(", ")} can override it with an approving review on the head commit starting ${OVERRIDE_COMMAND} and a reason of at least ${MIN_OVERRIDE_REASON} characters`
        : "it has no override: wait until it ends";
    return { ...evaluation, problem: `${refused}; ${how}` };
}


/***/ }),

/***/ 1634:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _u: () => (/* binding */ baseDocumentOf),
  iJ: () => (/* binding */ governanceChanges),
  jL: () => (/* binding */ governanceRequirements),
  CD: () => (/* binding */ governanceWords)
});

// UNUSED EXPORTS: SENIOR_MANAGER_RULE_ID

// EXTERNAL MODULE: ./src/core/inventory/document/principals.ts
var principals = __webpack_require__(9513);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var diagnostics = __webpack_require__(7273);
// EXTERNAL MODULE: ./src/core/evidence/records/review-record.ts
var review_record = __webpack_require__(6474);
// EXTERNAL MODULE: ./src/core/review/policy/policy-subjects.ts
var policy_subjects = __webpack_require__(6403);
// EXTERNAL MODULE: ./src/core/review/policy/governance/lifted-rules.ts
var lifted_rules = __webpack_require__(5624);
// EXTERNAL MODULE: ./src/core/authority/authority-table.ts + 4 modules
var authority_table = __webpack_require__(6609);
;// CONCATENATED MODULE: ./src/core/review/policy/governance/command-changes.ts
// What a change does to the commands the sources file runs (authority table: source-commands), as
// governance.ts judges it: each source whose command is added, changed or removed, in words. The
// commands are read at the edge (core/sources/source-commands.ts), which this layer cannot import.

/** Each source whose command differs, in words: added, changed or removed. */
function commandChanges(base = {}, head = {}) {
    const names = [...new Set([...Object.keys(head), ...Object.keys(base)])];
    return names.flatMap((name) => {
        const [was, now] = [base[name], head[name]];
        if (was === now)
            return [];
        return [`source ${(0,diagnostics/* quote */.hD)(name)}: ${was ?? "(no command)"} -> ${now ?? "(no command)"}`];
    });
}

// EXTERNAL MODULE: ./src/core/review/policy/file/parse-policy.ts + 4 modules
var parse_policy = __webpack_require__(9914);
;// CONCATENATED MODULE: ./src/core/review/policy/governance/standards-change.ts
// A change to the days `standards:` in the policy file gives the later versions of the standards,
// and who must approve it. Moving a version's day moves which words judge every part it changes:
// CIP-003-11's day removes CIP-003-9's Section 6 ("These processes shall include: 6.1 One or more
// method(s) for determining vendor electronic remote access; 6.2 ...; and 6.3 ...", ✔✔ NERC PDF +
// MRO) from that day, so pulling it forward lifts a rule of the standard as surely as removing a
// rule of the policy lifts it. It is therefore judged as lifting every rule (each base rule's own
// approvers, `rule-lifted`) and by the base's CIP Senior Manager, who CIP-003-9 R3 makes
// accountable for the program ("Each Responsible Entity shall identify a CIP Senior Manager by
// name", ✔✔ NERC PDF + S1), besides the policy owners the policy file's change asks already. Pure.



/** The rule id of a change to a day under `standards:`, in results. */
const STANDARDS_RULE_ID = "standards-change";
const dayOf = (versions, version) => versions?.find((chosen) => chosen.version === version)?.from;
/**
 * Each day `standards:` adds, removes or moves between the policy texts `base` and `head`, in
 * words ("CIP-003-11 from 2029-07-01 -> from 2030-01-01"); [] when none. A side that is missing or
 * does not parse is judged whole by the policy file's own change (every rule lifted), so only a
 * change between two readable policies is listed here.
 */
function standardsWords(base, head, file) {
    if (base === head || base === undefined || head === undefined)
        return [];
    const was = (0,parse_policy/* parsePolicyText */.X)(base, file).policy;
    const now = (0,parse_policy/* parsePolicyText */.X)(head, file).policy;
    if (was === undefined || now === undefined)
        return [];
    const before = was.standards;
    const after = now.standards;
    const versions = [...new Set([...(before ?? []), ...(after ?? [])].map((v) => v.version))];
    return versions.flatMap((version) => {
        const was = dayOf(before, version);
        const now = dayOf(after, version);
        if (was === now)
            return [];
        if (was === undefined)
            return [`${version} added from ${now}`];
        if (now === undefined)
            return [`${version} (from ${was}) removed`];
        return [`${version} from ${was} -> from ${now}`];
    });
}
/** Who approves moving a version's day: the base's CIP Senior Manager, or why nobody can. */
function seniorManagerWanted(policy) {
    const csm = policy.cipSeniorManager;
    if (csm !== undefined)
        return { approvals: 1, principals: [{ kind: "user", login: csm.login }] };
    return {
        approvals: 1,
        principals: [],
        nobody: "the base policy names no cip_senior_manager, so nobody can approve moving the day a version of a standard judges from; name the CIP Senior Manager on the base branch first, in a pull request of its own",
    };
}
/**
 * What a change under `standards:` asks, under the base `policy`: its CIP Senior Manager
 * (`standards-change`), and each base rule's own approvers (`rule-lifted`), as for a file that
 * could lift every rule (lifted-rules.ts).
 */
function standardsRequirements(policy, change, governs, base) {
    // The authority table's standard-versions row: the policy owners (asked by the policy file's own
    // change), the CIP Senior Manager and every rule's approvers.
    const { approvers } = (0,authority_table/* authorityOf */.vO)("standard-versions");
    const how = `a day ${change.file}'s standards: moves could lift`;
    return [
        ...(approvers.includes("cip-senior-manager")
            ? [{ id: STANDARDS_RULE_ID, governs, wanted: [seniorManagerWanted(policy)] }]
            : []),
        ...(approvers.includes("rule-approvers")
            ? (0,lifted_rules/* everyRuleLifted */.M)(policy, policy.rules.map((rule) => rule.id), how, base)
            : []),
    ];
}

// EXTERNAL MODULE: ./src/core/review/policy/governance/senior-manager.ts
var senior_manager = __webpack_require__(4176);
;// CONCATENATED MODULE: ./src/core/review/policy/governance/governance.ts









/** The facility or control center a document names, or null. */
function parentOf(document) {
    return (document.facility ?? document.controlCenter)?.value ?? null;
}
/** A system as written: its name and its facility or control center. */
const identityOf = (name, parent) => JSON.stringify([name, parent]);
/** A document's system, as written. */
function identity(document) {
    return identityOf(document.cyberSystem.value, parentOf(document));
}
/**
 * The base document of the system `name` under `parent`, else the one the base has at `file`:
 * the system a new, moved or re-identified document is judged by, from the files or from the
 * plan comment's record of them (recorded-governance.ts).
 */
function baseDocumentOf(base, name, parent, file) {
    const wanted = identityOf(name, parent);
    return (base.documents.find((candidate) => identity(candidate.document) === wanted) ??
        base.documents.find((candidate) => candidate.file === file));
}
const ownersText = (owners) => `[${owners.map(principals/* principalText */.cI).join(", ")}]`;
const sameOwners = (a, b) => JSON.stringify(a.map(principals/* principalKey */.qW).sort()) === JSON.stringify(b.map(principals/* principalKey */.qW).sort());
/** The rule id of a change to `cip_senior_manager` or `cip_002_last_approval` in results. */
const SENIOR_MANAGER_RULE_ID = "cip-senior-manager-change";
/** Each change `head` makes to the rules `base` judges by. */
function governanceChanges(base, head, files) {
    const changes = [];
    const policy = (0,senior_manager/* policyTextChange */.CE)(base.policyText, head.policyText, files.policy);
    if (policy.rest)
        changes.push({ kind: "policy", file: files.policy, lifted: policy.lifted });
    const { seniorManager: words, approvalOnly } = policy;
    if (words.length > 0)
        changes.push({ kind: "senior-manager", file: files.policy, changes: words, approvalOnly });
    const standards = standardsWords(base.policyText, head.policyText, files.policy);
    if (standards.length > 0)
        changes.push({ kind: "standards", file: files.policy, changes: standards });
    if (files.review !== "" && head.reviewText !== base.reviewText)
        changes.push({ kind: "review", file: files.review });
    if (files.ledger !== "" && head.ledgerText !== base.ledgerText)
        changes.push({ kind: "ledger-declaration", file: files.ledger });
    const commands = commandChanges(base.sourceCommands, head.sourceCommands);
    if (files.sources !== "" && commands.length > 0)
        changes.push({ kind: "source-commands", file: files.sources, changes: commands });
    for (const entry of head.documents) {
        const name = entry.document.cyberSystem.value;
        const before = base.documents.find((candidate) => candidate.file === entry.file && identity(candidate.document) === identity(entry.document));
        if (before === undefined) {
            changes.push(documentChange(base, entry));
            continue;
        }
        const was = (0,policy_subjects/* baseSystem */.V6)(before, base.codeowners);
        const now = (0,policy_subjects/* baseSystem */.V6)(entry, head.codeowners);
        const differences = [];
        if (!sameOwners(was.owners, now.owners))
            differences.push(`owners ${ownersText(was.owners)} -> ${ownersText(now.owners)}`);
        if (was.impact !== now.impact)
            differences.push(`impact ${was.impact ?? "(none)"} -> ${now.impact ?? "(none)"}`);
        if (differences.length > 0)
            changes.push({ kind: "system", name, file: entry.file, changes: differences, base: was });
        const baselines = baselineChanges(before.document, entry.document);
        if (baselines.length > 0)
            changes.push({ kind: "baseline", name, file: entry.file, changes: baselines, base: was });
    }
    changes.push(...removedDocuments(base, head));
    return changes;
}
/**
 * The base documents the head does not declare again: neither at their path with their identity
 * nor elsewhere with it (a move, judged as a document change at its new path). Each is a change of
 * its own, judged by its base owners: without it, deleting a document's file would drop its assets
 * from the desired state with no rule asking anyone.
 */
function removedDocuments(base, head) {
    const kept = new Set(head.documents.map((entry) => identity(entry.document)));
    return base.documents.flatMap((entry) => {
        if (kept.has(identity(entry.document)))
            return [];
        const name = entry.document.cyberSystem.value;
        return [{ kind: "removed", name, file: entry.file, base: (0,policy_subjects/* baseSystem */.V6)(entry, base.codeowners) }];
    });
}
/**
 * The assets both sides declare whose baseline differs, in the head's order. A created, deleted or
 * renamed asset is an operation of the plan, judged with its baseline; this is what has none.
 */
function baselineChanges(before, after) {
    const was = new Map(before.assets.map((asset) => [asset.name, asset.baseline?.digest]));
    return after.assets.flatMap((asset) => {
        if (!was.has(asset.name))
            return [];
        const from = was.get(asset.name);
        const to = asset.baseline?.digest;
        if (from === to)
            return [];
        const how = from === undefined ? "added" : to === undefined ? "removed" : "changed";
        return [`${asset.name}: baseline ${how}`];
    });
}
/**
 * A document the base does not have at its path with its identity: a move keeps the owners of the
 * system it moves (the base document of that identity), a re-identified one those of the system
 * the base had at that path, so that neither escapes its owners behind the policy owners.
 */
function documentChange(base, entry) {
    const name = entry.document.cyberSystem.value;
    const parent = parentOf(entry.document);
    const was = baseDocumentOf(base, name, parent, entry.file);
    const change = { kind: "document", name, file: entry.file, parent };
    if (was !== undefined)
        change.base = (0,policy_subjects/* baseSystem */.V6)(was, base.codeowners);
    return change;
}
/** What `change` changes, in words (names as written: renderers escape them). */
function governanceWords(change) {
    switch (change.kind) {
        case "system":
            return `${change.changes.join("; ")} of cyber system ${(0,diagnostics/* quote */.hD)(change.name)} (${change.file})`;
        case "document":
            return `the document of cyber system ${(0,diagnostics/* quote */.hD)(change.name)} at ${change.file}, which the base does not have there (new, moved or renamed)`;
        case "removed":
            return `the document of cyber system ${(0,diagnostics/* quote */.hD)(change.name)} at ${change.file}, which the head no longer has (deleted, or its system renamed)`;
        case "policy":
            return `the policy file ${change.file}`;
        case "review":
            return `the CIP-002 R2 review of the identifications, ${change.file}`;
        case "ledger-declaration":
            return `the evidence ledger's writer declaration ${change.file} (the keys that sign what is in force)`;
        case "senior-manager":
        case "source-commands":
            return `${change.changes.join("; ")} in ${change.file}`;
        case "standards":
            return `the day a version of a standard judges from: ${change.changes.join("; ")} in ${change.file}'s standards:`;
        case "baseline":
            return `${change.changes.join("; ")} in cyber system ${(0,diagnostics/* quote */.hD)(change.name)} (${change.file})`;
    }
}
/** Who must approve each change, under the base `policy`; `base` names what it protects. */
function governanceRequirements(policy, changes, base) {
    const policyOwners = policyOwnersOf(policy, base);
    return changes.flatMap((change) => {
        if (change.kind === "review") {
            const wanted = [(0,senior_manager/* wantedFor */.b1)(policy, senior_manager/* REVIEW_ACTION */.wd)];
            return [{ id: review_record/* REVIEW_RULE_ID */.S, governs: governanceWords(change), wanted }];
        }
        if (change.kind === "source-commands") {
            // The authority table's source-commands row: the policy owners at the base.
            const asked = (0,authority_table/* authorityOf */.vO)("source-commands").approvers.includes("policy-owners");
            // A policy that protects nobody (no rule, no freeze) asks nobody, as for the rules.
            if (!asked || policyOwners === undefined)
                return [];
            const governs = governanceWords(change);
            return [{ id: "source-command-change", governs, wanted: [policyOwners] }];
        }
        if (change.kind === "standards")
            return standardsRequirements(policy, change, governanceWords(change), base);
        if (change.kind === "senior-manager") {
            const wanted = (0,senior_manager/* seniorManagerChangeWanted */.bG)(policy, policyOwners, change.approvalOnly);
            return [{ id: SENIOR_MANAGER_RULE_ID, governs: governanceWords(change), wanted }];
        }
        if (change.kind === "system" || change.kind === "baseline" || change.kind === "removed") {
            const wanted = systemWanted(policy, change);
            if (wanted.length === 0)
                return [];
            const id = change.kind === "system"
                ? "owners-or-impact-change"
                : change.kind === "removed"
                    ? "document-removed"
                    : "baseline-change";
            return [{ id, governs: governanceWords(change), wanted }];
        }
        if (change.kind === "policy" || change.kind === "ledger-declaration")
            return (0,lifted_rules/* ruleFileRequirements */.dC)(policy, change, governanceWords(change), base, policyOwners);
        const wanted = [
            ...(policyOwners === undefined ? [] : [policyOwners]),
            ...(change.kind === "document" && change.base !== undefined
                ? systemWanted(policy, {
                    name: change.name,
                    file: change.base.file ?? change.file,
                    base: change.base,
                })
                : []),
        ];
        if (wanted.length === 0)
            return [];
        return [{ id: "document-change", governs: governanceWords(change), wanted }];
    });
}
/**
 * Every base rule covering the system's base impact: for a baseline, the rules that cover an
 * update (it is one, of its asset); for the rest, every one, as if the change were any operation.
 */
function systemWanted(policy, change) {
    const what = change.kind === "baseline" ? "its baselines" : "its owners, impact or document";
    return policy.rules
        .filter((rule) => (0,lifted_rules/* coversImpact */.xV)(rule, change.base.impact))
        .filter((rule) => change.kind !== "baseline" || !rule.operations || rule.operations.includes("update"))
        .map((rule) => (0,lifted_rules/* ruleWanted */._S)(rule, change, what));
}
/**
 * The policy owners: `policy_owners` as written, with `from: owners` (and the default) meaning
 * everyone the policy protects: each base document's owners whose impact a rule covers, and every
 * principal a rule or a freeze override names. Undefined when the policy protects nobody.
 */
function policyOwnersOf(policy, base) {
    const { approvals, from } = policy.policyOwners ?? { approvals: 1, from: { kind: "owners" } };
    if (from.kind === "principals")
        return { approvals, principals: from.principals };
    const covered = (system) => policy.rules.some((rule) => (0,lifted_rules/* coversImpact */.xV)(rule, system.impact));
    const protectedOwners = base.documents
        .map((entry) => (0,policy_subjects/* baseSystem */.V6)(entry, base.codeowners))
        .filter(covered)
        .flatMap((system) => system.owners);
    const named = [
        ...policy.rules.flatMap((rule) => rule.from.kind === "principals" ? rule.from.principals : []),
        ...policy.freezes.flatMap((freeze) => freeze.overrideFrom ?? []),
    ];
    const unique = new Map([...protectedOwners, ...named].map((p) => [(0,principals/* principalKey */.qW)(p), p]));
    if (unique.size > 0)
        return { approvals, principals: [...unique.values()] };
    // A policy with no rule and no freeze protects nothing; one that does, but whose protected
    // owners cannot be seen here (no base document names owners, say), fails closed.
    if (policy.rules.length === 0 && policy.freezes.length === 0)
        return undefined;
    return {
        approvals,
        principals: [],
        nobody: "the base policy protects nobody that can be named here, so nobody can approve a change to the rules; set policy_owners on the base branch",
    };
}


/***/ }),

/***/ 5624:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ everyRuleLifted),
/* harmony export */   _S: () => (/* binding */ ruleWanted),
/* harmony export */   dC: () => (/* binding */ ruleFileRequirements),
/* harmony export */   lt: () => (/* binding */ liftedRuleIds),
/* harmony export */   xV: () => (/* binding */ coversImpact)
/* harmony export */ });
/* unused harmony export LEDGER_DECLARATION_RULE_ID */
/* harmony import */ var _authority_authority_table_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6609);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7273);
/* harmony import */ var _policy_subjects_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6403);
// The rules a change of the policy file removes or weakens, and who must approve lifting each: the
// approvals the rule itself requires, judged at the base (the authority table's `rule-approvers`).
// As a TUF delegated role can only delegate what it holds, the policy owners alone cannot lift a
// rule that asks more of others: whoever the rule protects with must agree to its going. A file
// deleted or no longer parseable lifts every rule. Pure.



/**
 * The ids of the base rules `after` does not keep at least as strong: absent, or with fewer
 * approvals, fewer operations or impacts covered, or other approvers. Every one when `after` is
 * undefined (the file deleted or unparseable).
 */
function liftedRuleIds(before, after) {
    return before.rules
        .filter((rule) => {
        const kept = after?.rules.find((candidate) => candidate.id === rule.id);
        return kept === undefined || weaker(kept, rule);
    })
        .map((rule) => rule.id);
}
function weaker(now, was) {
    const narrower = (a, b) => a !== undefined && (b === undefined || b.some((item) => !a.includes(item)));
    return (now.approvals < was.approvals ||
        narrower(now.operations, was.operations) ||
        narrower(now.impact, was.impact) ||
        approversText(now) !== approversText(was));
}
/** The rule's approvers, in an order that does not matter to the rule. */
function approversText(rule) {
    if (rule.from.kind === "owners")
        return "owners";
    return JSON.stringify(rule.from.principals.map((principal) => JSON.stringify(principal)).sort());
}
/** Whether `rule` covers a system of `impact` (a system without one: every rule does). */
function coversImpact(rule, impact) {
    return !rule.impact || impact === undefined || rule.impact.includes(impact);
}
/** What `rule` asks of a change to the system named `name` at `file`, declared as `base`. */
function ruleWanted(rule, system, what) {
    if (rule.from.kind === "principals")
        return { approvals: rule.approvals, principals: rule.from.principals };
    const { owners } = system.base;
    const wanted = {
        system: { id: system.file, name: system.name },
        approvals: rule.approvals,
        principals: owners,
    };
    if (owners.length === 0)
        wanted.nobody = `cyber system ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(system.name)} has no owners at the base, so nobody can approve a change of ${what}; ask the policy owners to declare its owners on the base branch first`;
    return wanted;
}
/**
 * Who must approve lifting the base rule `id`: what it requires of every base system it covers
 * (its approvers once when they are named principals). A rule that covers no base system protects
 * nobody yet, and asks nothing.
 */
function liftedRuleWanted(policy, id, documents, codeowners) {
    const rule = policy.rules.find((candidate) => candidate.id === id);
    // A recorded id the base does not have lifts nothing there.
    if (rule === undefined)
        return [];
    const covered = documents
        .map((entry) => ({
        name: entry.document.cyberSystem.value,
        file: entry.file,
        base: (0,_policy_subjects_js__WEBPACK_IMPORTED_MODULE_2__/* .baseSystem */ .V6)(entry, codeowners),
    }))
        .filter((system) => coversImpact(rule, system.base.impact));
    const [first] = covered;
    if (first === undefined)
        return [];
    if (rule.from.kind === "principals")
        return [ruleWanted(rule, first, "")];
    return covered.map((system) => ruleWanted(rule, system, `rule ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(rule.id)}`));
}
/** The rule id of lifting (removing or weakening) a base rule, in results. */
const LIFTED_RULE_ID = "rule-lifted";
/**
 * A change of the rules' own files, by the approvers the authority table gives them, judged at the
 * base: the policy owners, and each base rule it may lift by what that rule itself requires. A
 * change of the policy file lifts the rules it removes or weakens; a change of cip-ledger.yaml may
 * lift every rule, as the policy file deleted, since a key it adds signs the records that say which
 * merge is in force, so one approval could otherwise lift them all (docs/ledger-writer.md).
 */
function ruleFileRequirements(policy, change, governs, base, policyOwners) {
    const ledger = change.kind === "ledger-declaration";
    const { approvers } = (0,_authority_authority_table_js__WEBPACK_IMPORTED_MODULE_0__/* .authorityOf */ .vO)(ledger ? "ledger-declaration" : "policy-rules");
    const requirements = [];
    const id = ledger ? LEDGER_DECLARATION_RULE_ID : "policy-change";
    if (approvers.includes("policy-owners") && policyOwners !== undefined)
        requirements.push({ id, governs, wanted: [policyOwners] });
    if (!approvers.includes("rule-approvers"))
        return requirements;
    const lifted = ledger ? policy.rules.map((rule) => rule.id) : change.lifted;
    const how = ledger ? `a key ${change.file} adds could lift` : `${change.file} removes or weakens`;
    return [...requirements, ...everyRuleLifted(policy, lifted, how, base)];
}
/**
 * Lifting each base rule of `lifted`, by what that rule itself requires (`rule-lifted`); `how`
 * says what lifts it ("cip-policy.yaml removes or weakens"). A rule that asks nobody is left out.
 */
function everyRuleLifted(policy, lifted, how, base) {
    return lifted.flatMap((ruleId) => {
        const wanted = liftedRuleWanted(policy, ruleId, base.documents, base.codeowners);
        if (wanted.length === 0)
            return [];
        return [
            { id: LIFTED_RULE_ID, governs: `the base rule ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(ruleId)}, which ${how}`, wanted },
        ];
    });
}
/** The rule id of a change of cip-ledger.yaml, in results. */
const LEDGER_DECLARATION_RULE_ID = "ledger-declaration-change";


/***/ }),

/***/ 8464:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ withRecordedGovernance),
/* harmony export */   i: () => (/* binding */ recordGovernance)
/* harmony export */ });
/* harmony import */ var _policy_subjects_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6403);
/* harmony import */ var _governance_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1634);
// The changes to the rules as the plan comment's header records them (governance.ts computes them
// from the files): what a review event, whose checkout may not show the change, judges again at the
// base. A comment's words only say which change it was; each system's declaration is read again
// from the base, never from the comment.


function recordGovernance(changes) {
    return changes.map((change) => {
        if (change.kind === "review" || change.kind === "ledger-declaration")
            return [change.kind, "", change.file, []];
        if (change.kind === "policy")
            return [change.kind, "", change.file, change.lifted];
        if (change.kind === "senior-manager" ||
            change.kind === "source-commands" ||
            change.kind === "standards")
            return [change.kind, "", change.file, change.changes];
        if (change.kind === "document")
            return [change.kind, change.name, change.file, parentWords(change.parent)];
        const words = change.kind === "removed" ? [] : change.changes;
        return [change.kind, change.name, change.file, words];
    });
}
/**
 * A document change's parent in a record's words, so that a review event finds the base system
 * the pull request's run found (by name and parent): ["parent NAME"] or ["no parent"]; none when
 * it is not known.
 */
function parentWords(parent) {
    if (parent === undefined)
        return [];
    return [parent === null ? "no parent" : `parent ${parent}`];
}
/** The parent a recorded document change's words name; undefined in a comment of an older version. */
function recordedParent(words) {
    const [word] = words;
    if (words.length !== 1 || word === undefined)
        return undefined;
    if (word === "no parent")
        return null;
    return word.startsWith("parent ") ? word.slice("parent ".length) : undefined;
}
/**
 * The recorded changes, with each system's declaration read again from the base (never from the
 * comment); a recorded system the base no longer has at that file is judged as a document change.
 * Changes `computed` from the files already has are kept once, as computed.
 */
function withRecordedGovernance(computed, recorded, base) {
    const key = (kind, name, file) => JSON.stringify([kind, name, file]);
    const known = new Set(computed.map((change) => key(change.kind, "name" in change ? change.name : "", change.file)));
    const added = recorded.flatMap(([kind, name, file, words]) => {
        if (known.has(key(kind, name, file)))
            return [];
        if (kind === "review" || kind === "ledger-declaration")
            return [{ kind, file }];
        if (kind === "policy")
            return [{ kind, file, lifted: words }];
        // A comment's words are never trusted to narrow who approves: the CIP Senior Manager alone.
        if (kind === "senior-manager")
            return [{ kind, file, changes: words, approvalOnly: false }];
        if (kind === "source-commands" || kind === "standards")
            return [{ kind, file, changes: words }];
        const at = base.documents.find((entry) => entry.file === file && entry.document.cyberSystem.value === name);
        if ((kind === "system" || kind === "baseline") && at !== undefined)
            return [{ kind, name, file, changes: words, base: (0,_policy_subjects_js__WEBPACK_IMPORTED_MODULE_0__/* .baseSystem */ .V6)(at, base.codeowners) }];
        if (kind === "removed" && at !== undefined)
            return [{ kind, name, file, base: (0,_policy_subjects_js__WEBPACK_IMPORTED_MODULE_0__/* .baseSystem */ .V6)(at, base.codeowners) }];
        // As documentChange: the base system of the recorded name and parent, else the one the base
        // had at that file. A comment of an older version recorded no parent: the name's first.
        const parent = kind === "document" ? recordedParent(words) : undefined;
        const was = parent === undefined
            ? (base.documents.find((entry) => entry.document.cyberSystem.value === name) ??
                base.documents.find((entry) => entry.file === file))
            : (0,_governance_js__WEBPACK_IMPORTED_MODULE_1__/* .baseDocumentOf */ ._u)(base, name, parent, file);
        const change = { kind: "document", name, file };
        if (parent !== undefined)
            change.parent = parent;
        if (was !== undefined)
            change.base = (0,_policy_subjects_js__WEBPACK_IMPORTED_MODULE_0__/* .baseSystem */ .V6)(was, base.codeowners);
        return [change];
    });
    return [...computed, ...added];
}


/***/ }),

/***/ 4176:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CE: () => (/* binding */ policyTextChange),
/* harmony export */   TP: () => (/* binding */ seniorManagerEvidence),
/* harmony export */   b1: () => (/* binding */ wantedFor),
/* harmony export */   bG: () => (/* binding */ seniorManagerChangeWanted),
/* harmony export */   mS: () => (/* binding */ seniorManagerSides),
/* harmony export */   wd: () => (/* binding */ REVIEW_ACTION),
/* harmony export */   xO: () => (/* binding */ lastApprovalDateProblem)
/* harmony export */ });
/* unused harmony exports approversFor, seniorManagerWords */
/* harmony import */ var _authority_authority_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8652);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7273);
/* harmony import */ var _file_parse_policy_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9914);
/* harmony import */ var _lifted_rules_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5624);




/** CIP-002-5.1a R2.2: approve the identifications of R1 (a CIP-002 R2 review). */
const REVIEW_ACTION = "cip-002-r2.2";
/** The people whose approval counts for `action`: the CIP Senior Manager and the delegates holding it. */
function approversFor(csm, action) {
    return [csm, ...csm.delegates.filter((delegate) => delegate.actions.includes(action))].map((person) => ({ kind: "user", login: person.login }));
}
/** Who approves `action` under the base `policy`, or why nobody can. */
function wantedFor(policy, action) {
    if (policy.cipSeniorManager !== undefined)
        return { approvals: 1, principals: approversFor(policy.cipSeniorManager, action) };
    return {
        approvals: 1,
        principals: [],
        nobody: "the base policy names no cip_senior_manager, so nobody can approve a CIP-002 R2 review; name the CIP Senior Manager and delegates on the base branch first",
    };
}
/**
 * Who approves a change to `cip_senior_manager` or `cip_002_last_approval`: the base's CIP
 * Senior Manager alone (a delegate cannot change the delegations: CIP-003-9 R4 has them "approved
 * by the CIP Senior Manager"). A change of `cip_002_last_approval` alone (`approvalOnly`) records
 * an approval of the identifications, which CIP-002-5.1a R2.2 gives to the "CIP Senior Manager or
 * delegate": whoever may give that approval (REVIEW_ACTION) may record it. A base that names none
 * has nobody to ask, so the first CIP Senior Manager is named with `policyOwners`' approval.
 */
function seniorManagerChangeWanted(policy, policyOwners, approvalOnly) {
    const csm = policy.cipSeniorManager;
    if (csm !== undefined && approvalOnly)
        return [wantedFor(policy, REVIEW_ACTION)];
    if (csm !== undefined)
        return [{ approvals: 1, principals: [{ kind: "user", login: csm.login }] }];
    if (policyOwners !== undefined)
        return [policyOwners];
    return [
        {
            approvals: 1,
            principals: [],
            nobody: "the base policy names no cip_senior_manager and protects nobody who could name one; set policy_owners on the base branch first",
        },
    ];
}
/** What a file deleted or no longer parseable keeps: nothing. */
const NO_POLICY = { version: 1, rules: [], freezes: [] };
function policyTextChange(base, head, file) {
    if (base === head)
        return { rest: false, seniorManager: [], approvalOnly: false, lifted: [] };
    const before = base === undefined ? undefined : (0,_file_parse_policy_js__WEBPACK_IMPORTED_MODULE_2__/* .parsePolicyText */ .X)(base, file).policy;
    const after = head === undefined ? undefined : (0,_file_parse_policy_js__WEBPACK_IMPORTED_MODULE_2__/* .parsePolicyText */ .X)(head, file).policy;
    // A file added, removed or unreadable on either side is a change to the rules, judged whole; one
    // that removes or breaks the base's lifts every rule and removes the CIP Senior Manager with it.
    if (before === undefined)
        return { rest: true, seniorManager: [], approvalOnly: false, lifted: [] };
    const seniorManager = seniorManagerWords(before, after ?? NO_POLICY);
    const lifted = (0,_lifted_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .liftedRuleIds */ .lt)(before, after);
    const approvalOnly = after !== undefined &&
        seniorManager.length > 0 &&
        JSON.stringify(seniorManagerEvidence(before).csm) ===
            JSON.stringify(seniorManagerEvidence(after).csm);
    if (after === undefined)
        return { rest: true, seniorManager, approvalOnly, lifted };
    const rest = restOf(before) !== restOf(after) || seniorManager.length === 0;
    return { rest, seniorManager, approvalOnly, lifted };
}
/** The policy without the CSM's keys or places: a comment or a moved key is not a change of it. */
function restOf(policy) {
    const { rules, freezes, policyOwners, calendar, baselines, patchSources, standards } = policy;
    const { vulnerabilityAssessments, assessmentDateApprovers } = policy;
    const unplaced = ({ location: _, ...rest }) => rest;
    return JSON.stringify([
        rules.map(unplaced),
        freezes.map(unplaced),
        policyOwners ?? null,
        calendar ?? null,
        baselines ?? null,
        patchSources ?? null,
        standards ?? null,
        vulnerabilityAssessments ?? null,
        assessmentDateApprovers ?? null,
    ]);
}
const personText = (person) => `${person.login} (${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(person.name)}, ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(person.title)})`;
const delegateText = (delegate) => `${personText(delegate)} for ${delegate.actions.join(", ")} delegated on ${delegate.delegatedOn} (${delegate.delegationRef})`;
/** Each change to the CIP Senior Manager, the delegations and the last approval, in words. */
function seniorManagerWords(before, after) {
    const words = [];
    const was = before.cipSeniorManager;
    const now = after.cipSeniorManager;
    const csmText = (csm) => csm === undefined ? "(none)" : `${personText(csm)} since ${csm.since}`;
    if (csmText(was) !== csmText(now))
        words.push(`CIP Senior Manager ${csmText(was)} -> ${csmText(now)}`);
    const wasDelegates = new Map((was?.delegates ?? []).map((d) => [d.login.toLowerCase(), d]));
    const nowDelegates = new Map((now?.delegates ?? []).map((d) => [d.login.toLowerCase(), d]));
    for (const [login, delegate] of nowDelegates) {
        const old = wasDelegates.get(login);
        if (old === undefined)
            words.push(`delegate added: ${delegateText(delegate)}`);
        else if (delegateText(old) !== delegateText(delegate))
            words.push(`delegate changed: ${delegateText(old)} -> ${delegateText(delegate)}`);
    }
    for (const [login, delegate] of wasDelegates)
        if (!nowDelegates.has(login))
            words.push(`delegate removed: ${delegateText(delegate)}`);
    const prior = (policy) => policy.cip002LastApproval === undefined
        ? "(none)"
        : `${policy.cip002LastApproval.on} (${policy.cip002LastApproval.ref})`;
    if (prior(before) !== prior(after))
        words.push(`cip_002_last_approval ${prior(before)} -> ${prior(after)}`);
    return words;
}
/** `cip_senior_manager` and `cip_002_last_approval` of `policy` as the ledger keeps them. */
function seniorManagerEvidence(policy) {
    const csm = policy.cipSeniorManager;
    const prior = policy.cip002LastApproval;
    return {
        csm: csm === undefined
            ? null
            : {
                login: csm.login,
                name: csm.name,
                title: csm.title,
                since: csm.since,
                delegates: csm.delegates.map((delegate) => ({
                    login: delegate.login,
                    name: delegate.name,
                    title: delegate.title,
                    actions: [...delegate.actions],
                    delegated_on: delegate.delegatedOn,
                    delegation_ref: delegate.delegationRef,
                })),
            },
        last_approval: prior === undefined ? null : { on: prior.on, ref: prior.ref },
    };
}
/** Both sides of a change to the CIP Senior Manager's keys, for the change record. */
function seniorManagerSides(base, headText, file) {
    const head = headText === undefined ? undefined : (0,_file_parse_policy_js__WEBPACK_IMPORTED_MODULE_2__/* .parsePolicyText */ .X)(headText, file).policy;
    return {
        base: seniorManagerEvidence(base),
        head: head === undefined ? null : seniorManagerEvidence(head),
    };
}
/**
 * Why the `cip_002_last_approval` of the policy file `head`, a change of the base's, may not be merged at `recordedAt`
 * (epoch milliseconds): the authority table's `not-after-record`, since a date after the merge that
 * carries it would open CIP-002 R2's first interval in the future. Undefined when it may.
 */
function lastApprovalDateProblem(base, head, recordedAt) {
    const after = head.text === undefined ? undefined : (0,_file_parse_policy_js__WEBPACK_IMPORTED_MODULE_2__/* .parsePolicyText */ .X)(head.text, head.file).policy;
    const prior = after?.cip002LastApproval;
    if (prior === undefined || prior.on === base.cip002LastApproval?.on)
        return undefined;
    const judged = (0,_authority_authority_js__WEBPACK_IMPORTED_MODULE_0__/* .judgeDate */ .S2)("cip-002-last-approval", prior.on, new Date(recordedAt).toISOString());
    if (judged.authorized)
        return undefined;
    return `${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .formatLocation */ .j$)(prior.location)}: cip_002_last_approval: ${judged.why}; write the day the CIP-002 R2 approval it records was given, which cannot be after this merge`;
}


/***/ }),

/***/ 4827:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CL: () => (/* binding */ judgePolicy),
  V9: () => (/* binding */ prepareJudgement)
});

// UNUSED EXPORTS: evaluateQuestions, policyQuestions, questionsOf, unjudged

// EXTERNAL MODULE: ./src/core/inventory/document/principals.ts
var document_principals = __webpack_require__(9513);
// EXTERNAL MODULE: ./src/core/review/policy/approvers.ts
var approvers = __webpack_require__(1981);
// EXTERNAL MODULE: ./src/core/shared/wording.ts
var wording = __webpack_require__(2205);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var diagnostics = __webpack_require__(7273);
// EXTERNAL MODULE: ./src/core/review/policy/freezes.ts
var policy_freezes = __webpack_require__(3587);
// EXTERNAL MODULE: ./src/core/review/policy/policy-subjects.ts
var policy_subjects = __webpack_require__(6403);
;// CONCATENATED MODULE: ./src/core/review/policy/evaluate-policy.ts





function evaluatePolicy(policy, facts) {
    const { counted, ignored } = (0,approvers/* countedApprovals */.tx)(facts.approvals);
    const book = new approvers/* MembershipBook */.Qh(facts.memberships);
    const logins = counted.map((approval) => approval.login);
    const rules = policy.rules.flatMap((rule) => {
        const covered = facts.operations.flatMap((operation, index) => ruleCovers(rule, operation, facts.baseSystems) ? [index] : []);
        if (covered.length === 0)
            return [];
        const requirements = requirementsOf(rule, covered, facts).map((wanted) => judge(wanted, logins, book));
        return [{ id: rule.id, operations: covered, requirements, result: worst(requirements) }];
    });
    for (const change of facts.governance ?? []) {
        const requirements = change.wanted.map((wanted) => judge(wanted, logins, book));
        rules.push({
            id: change.id,
            governs: change.governs,
            operations: [],
            requirements,
            result: worst(requirements),
        });
    }
    const freezes = (0,policy_freezes/* evaluateFreezes */.WR)(policy.freezes, facts, counted, book);
    const reasons = [
        ...rules
            .filter((rule) => rule.result !== "met")
            .map((rule) => `rule ${(0,diagnostics/* quote */.hD)(rule.id)} is ${rule.result}: ${rule.requirements
            .map((r) => r.problem)
            .filter(Boolean)
            .join("; ")}`),
        ...freezes.filter((freeze) => freeze.result !== "overridden").map((freeze) => freeze.problem),
    ];
    return { rules, freezes, ignored, verdict: { allowed: reasons.length === 0, reasons } };
}
function ruleCovers(rule, operation, baseSystems) {
    const kinds = (0,policy_subjects/* operationKinds */.xc)(operation);
    const { operations, impact: impacts } = rule;
    if (operations && !kinds.some((kind) => operations.includes(kind)))
        return false;
    if (!impacts)
        return true;
    // A system without an impact at the base could be any: the rule applies (fail closed).
    return (0,policy_subjects/* touchedSystems */.hs)(operation).some((system) => {
        const impact = baseSystems.get(system.id)?.impact;
        return impact === undefined || impacts.includes(impact);
    });
}
function requirementsOf(rule, covered, facts) {
    if (rule.from.kind === "principals") {
        return [{ approvals: rule.approvals, principals: rule.from.principals }];
    }
    const systems = new Map();
    const operations = covered.flatMap((index) => facts.operations[index] ?? []);
    for (const system of operations.flatMap(policy_subjects/* touchedSystems */.hs))
        systems.set(system.id, system);
    return [...systems.values()].map((system) => {
        const base = facts.baseSystems.get(system.id);
        const wanted = {
            system: { id: system.id, name: system.name },
            approvals: rule.approvals,
            principals: base?.owners ?? [],
        };
        if (wanted.principals.length === 0)
            wanted.nobody = noOwners(system, base);
        return wanted;
    });
}
function noOwners(system, base) {
    const where = base === undefined
        ? "it has no document at the base"
        : "its document at the base declares no owners and no CODEOWNERS line names owners for its file";
    return `cyber system ${(0,diagnostics/* quote */.hD)(system.name)} has no owners (${where}), so nobody can approve for it; declare its owners on the base branch first`;
}
function judge(wanted, logins, book) {
    const satisfiedBy = [];
    const unknown = [];
    for (const login of logins) {
        const eligibility = book.eligibility(login, wanted.principals);
        if (eligibility.state === "yes")
            satisfiedBy.push(login);
        else if (eligibility.state === "unverifiable")
            unknown.push(eligibility.reason);
    }
    const missing = Math.max(0, wanted.approvals - satisfiedBy.length);
    const result = missing === 0 ? "met" : unknown.length > 0 ? "unverifiable" : "unmet";
    const eligible = (0,approvers/* principalsText */.xO)(wanted.principals);
    const whose = wanted.system ? `the owners of ${(0,diagnostics/* quote */.hD)(wanted.system.name)}` : (0,wording/* listOf */.c3)(eligible);
    const problem = result === "met"
        ? ""
        : (wanted.nobody ??
            `${(0,wording/* countOf */.pq)(missing, "more approval")} needed from ${whose}${result === "unverifiable" ? ` (cannot be verified: ${unknown.join("; ")})` : ""}`);
    const requirement = {
        approvals: wanted.approvals,
        eligible,
        satisfiedBy,
        missing,
        result,
        problem,
    };
    if (wanted.system)
        requirement.system = wanted.system;
    return requirement;
}
function worst(requirements) {
    if (requirements.some((requirement) => requirement.result === "unmet"))
        return "unmet";
    if (requirements.some((requirement) => requirement.result === "unverifiable"))
        return "unverifiable";
    return "met";
}

// EXTERNAL MODULE: ./src/core/review/policy/governance/governance.ts + 2 modules
var governance_governance = __webpack_require__(1634);
// EXTERNAL MODULE: ./src/core/review/policy/governance/recorded-governance.ts
var recorded_governance = __webpack_require__(8464);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 5 modules
var schemas = __webpack_require__(7994);
// EXTERNAL MODULE: ./src/core/plan/saved/plan-schema.ts + 4 modules
var plan_schema = __webpack_require__(4617);
;// CONCATENATED MODULE: ./src/core/review/policy/offline-approvals.ts
// `cip-sync policy check --approvals FILE`: a JSON array of {"login", "teams": [...], "body"?},
// taken as approvals on the head commit by people who did not write the change. Each login's
// teams are the whole truth offline: a member of the teams listed, of no other team the policy names.




const TEAM_PATTERN = /^[^/]+\/[^/]+$/;
const approvalsSchema = schemas/* array */.YOg(schemas/* strictObject */.rej({
    login: schemas/* string */.YjP().regex(document_principals/* LOGIN_PATTERN */.NT, "must be a GitHub login"),
    teams: schemas/* array */.YOg(schemas/* string */.YjP()
        .refine((team) => TEAM_PATTERN.test(team) && (0,document_principals/* parsePrincipal */.gA)(team) !== undefined, "must be a team as org/team-slug"))
        .default([]),
    body: schemas/* string */.YjP().default(""),
}));
function parseOfflineApprovals(text, source, 
/** Every team the policy and the owners name: membership is decided for each. */
teams) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        throw new Error(`${source} is not valid JSON (${errorMessage(error)}); write an array such as [{"login": "alice", "teams": ["acme/alpha-protection"]}]`, { cause: error });
    }
    const result = approvalsSchema.safeParse(value);
    if (!result.success) {
        // zod reports at least one issue for a value it refuses.
        const [issue = { path: [], message: "not valid" }] = result.error.issues;
        throw new Error(`${source} at ${jsonPath(issue.path)}: ${issue.message}; write an array such as [{"login": "alice", "teams": ["acme/alpha-protection"]}]`);
    }
    const approvals = [];
    const memberships = [];
    for (const entry of result.data) {
        approvals.push({
            login: entry.login,
            onHeadCommit: true,
            authorOrCommitter: false,
            bot: false,
            body: entry.body,
        });
        const listed = new Set(entry.teams.map((team) => team.toLowerCase()));
        for (const team of teams) {
            const membership = listed.has(team.toLowerCase())
                ? "member"
                : "not-member";
            memberships.push({ team, login: entry.login, membership: { state: membership } });
        }
    }
    return { approvals, memberships };
}
/** Every team the policy names (rules and overrides) or the owners of the systems name. */
function namedTeams(policy, baseSystems) {
    const principals = [
        ...[...baseSystems].flatMap((system) => system.owners),
        ...policy.rules.flatMap((rule) => rule.from.kind === "principals" ? rule.from.principals : []),
        ...policy.freezes.flatMap((freeze) => freeze.overrideFrom ?? []),
    ];
    return [
        ...new Set(principals.filter((principal) => principal.kind === "team").map(document_principals/* principalText */.cI)),
    ];
}

;// CONCATENATED MODULE: ./src/core/review/policy/policy-evidence.ts
function policyEvidenceOf(source, judged) {
    const base = { file: source.file, blob_sha: source.blobSha, base_sha: source.baseSha };
    if ("unjudged" in judged) {
        return { ...base, allowed: false, reasons: [judged.unjudged], rules: [], freezes: [] };
    }
    const { rules, freezes, verdict } = judged.evaluation;
    return {
        ...base,
        allowed: verdict.allowed,
        reasons: verdict.reasons,
        rules: rules.map((rule) => ({
            id: rule.id,
            ...(rule.governs === undefined ? {} : { governs: rule.governs }),
            result: rule.result,
            operations: rule.operations.length,
            requirements: rule.requirements.map((requirement) => ({
                system: requirement.system?.name ?? null,
                approvals: requirement.approvals,
                eligible: requirement.eligible,
                satisfied_by: requirement.satisfiedBy,
                problem: requirement.problem === "" ? null : requirement.problem,
            })),
        })),
        freezes: freezes.map((freeze) => ({
            id: freeze.id,
            from: freeze.from,
            to: freeze.to,
            result: freeze.result,
            override: freeze.override ?? null,
        })),
    };
}

// EXTERNAL MODULE: ./src/core/inventory/document/parse-inventory.ts + 2 modules
var parse_inventory = __webpack_require__(8256);
// EXTERNAL MODULE: ./src/core/review/policy/codeowners.ts
var codeowners = __webpack_require__(4302);
// EXTERNAL MODULE: ./src/core/review/policy/file/parse-policy.ts + 4 modules
var parse_policy = __webpack_require__(9914);
;// CONCATENATED MODULE: ./src/core/review/policy/base-policy.ts
// The owner policy as the base commit has it, made from the files read there and in the checkout
// (a pull request may change the checkout's): the policy parsed (an invalid one kept as such, with
// where and why, for the judgement to refuse), CODEOWNERS and the inventory documents parsed. Pure:
// the entry reads the files once, this only reads what they say.





function basePolicyOf(read) {
    const { baseSha, policyFile: file, reviewFile, sources, ledger, atBase, checkout } = read;
    const parsed = (0,parse_policy/* parsePolicyText */.X)(atBase.policy.text, file);
    const error = parsed.diagnostics.find((diagnostic) => diagnostic.severity === "error");
    const where = error?.location === undefined ? file : (0,diagnostics/* formatLocation */.j$)(error.location);
    // Base documents that could not all be listed leave the policy unjudgeable, never judged
    // without them: a moved or deleted document would escape its owners. So does a checkout whose
    // files cannot be told apart (two paths differing only in case, on a file system ignoring it).
    const unlisted = atBase.unlisted === undefined
        ? checkout.unreadable
        : `the inventory documents at the base commit ${(0,wording/* shortSha */.Fu)(baseSha)} could not all be read: ${atBase.unlisted}`;
    return {
        source: { file, blobSha: atBase.policy.sha, baseSha },
        policy: unlisted === undefined ? parsed.policy : undefined,
        problem: parsed.policy === undefined
            ? `the owner policy ${where} at the base commit ${(0,wording/* shortSha */.Fu)(baseSha)} is invalid (${error?.message ?? "unreadable"}): fix it on the base branch, since a pull request is judged by the base's policy`
            : unlisted,
        documents: atBase.documents.flatMap(({ path, text }) => documentsOf(text, path)),
        codeowners: atBase.codeowners && (0,codeowners/* parseCodeowners */.BW)(atBase.codeowners.text, atBase.codeowners.path),
        head: {
            documents: checkout.documents,
            codeowners: checkout.codeowners && (0,codeowners/* parseCodeowners */.BW)(checkout.codeowners.text, checkout.codeowners.path),
            policyText: checkout.policyText,
            reviewText: checkout.reviewText,
            sourceCommands: sources.checkout,
            ledgerText: ledger.checkout,
        },
        baseText: atBase.policy.text,
        baseReviewText: atBase.review?.text,
        reviewFile,
        baseSourceCommands: sources.atBase,
        sourcesFile: sources.file,
        baseLedgerText: ledger.atBase,
        ledgerFile: ledger.file,
    };
}
function documentsOf(text, file) {
    return (0,parse_inventory/* parseInventoryText */.r)(text, file).documents.map((document) => ({ file, document }));
}

// EXTERNAL MODULE: ./src/core/review/policy/governance/senior-manager.ts
var senior_manager = __webpack_require__(4176);
// EXTERNAL MODULE: ./src/core/authority/authority.ts
var authority = __webpack_require__(8652);
;// CONCATENATED MODULE: ./src/core/review/policy/governance/baseline-dates.ts
// The `reviewed:` dates a change writes in baselines, held to the authority table's
// baseline-reviewed row: never after the merge that carries them (not-after-record). A baseline
// confirmed unchanged is recorded by that date alone, so a date still to come would claim a
// confirmation nobody has made yet. Only a date the change writes is judged: one the base already
// has is not this merge's. Pure.


/**
 * Why each `reviewed:` date the head `documents` write (one the `base` documents do not have for
 * that asset of that system) may not be merged at `recordedAt` (epoch milliseconds), each at the
 * asset's file, line and column; [] when every one may.
 */
function baselineReviewedProblems(base, head, recordedAt) {
    const key = (system, asset) => JSON.stringify([system, asset]);
    const atBase = new Map();
    for (const document of base)
        for (const asset of document.assets)
            atBase.set(key(document.cyberSystem.value, asset.name), reviewedOf(asset));
    const at = new Date(recordedAt).toISOString();
    return head.flatMap((document) => document.assets.flatMap((asset) => {
        const reviewed = reviewedOf(asset);
        if (reviewed === undefined)
            return [];
        if (atBase.get(key(document.cyberSystem.value, asset.name)) === reviewed)
            return [];
        const judged = (0,authority/* judgeDate */.S2)("baseline-reviewed", reviewed, at);
        if (judged.authorized)
            return [];
        return [
            `${(0,diagnostics/* formatLocation */.j$)(asset.location)}: asset ${asset.name}: baseline reviewed: ${judged.why}; write the day the baseline was confirmed, which cannot be after this merge`,
        ];
    }));
}
function reviewedOf(asset) {
    const reviewed = asset.baseline?.content?.reviewed;
    return typeof reviewed === "string" ? reviewed : undefined;
}

;// CONCATENATED MODULE: ./src/core/review/policy/judge-policy.ts











/**
 * The facts of the judgement, and the memberships to ask for; undefined when the policy at the
 * base is invalid. `recorded`: the changes to the rules a plan comment recorded (a review event),
 * judged with those the checkout shows, so that a checkout that does not show them cannot let
 * them through.
 */
function policyQuestions(base, operations, approvals, recorded) {
    const { policy } = base;
    if (policy === undefined)
        return undefined;
    const atBase = {
        documents: base.documents,
        codeowners: base.codeowners,
        policyText: base.baseText,
        reviewText: base.baseReviewText,
        sourceCommands: base.baseSourceCommands,
        ledgerText: base.baseLedgerText,
    };
    const files = {
        policy: base.source.file,
        review: base.reviewFile,
        sources: base.sourcesFile,
        ledger: base.ledgerFile,
    };
    const sides = { atBase, head: base.head, files };
    return questionsOf(policy, sides, operations, approvals, recorded);
}
/**
 * The questions of `policy` read from `sides.atBase`, with the changes `sides.head` makes to the
 * rules; `cip-sync policy check` gives one checkout as both sides (it judges no change to them).
 */
function questionsOf(policy, sides, operations, approvals, recorded) {
    const { atBase } = sides;
    const baseSystems = (0,policy_subjects/* baseSystemsOf */.LK)(operations, atBase.documents, atBase.codeowners);
    const governance = (0,recorded_governance/* withRecordedGovernance */.H)((0,governance_governance/* governanceChanges */.iJ)(atBase, sides.head, sides.files), recorded, atBase);
    const requirements = (0,governance_governance/* governanceRequirements */.jL)(policy, governance, atBase);
    const governanceTeams = requirements.flatMap((requirement) => requirement.wanted.flatMap((wanted) => wanted.principals.flatMap(teamText)));
    const teams = [...new Set([...namedTeams(policy, baseSystems.values()), ...governanceTeams])];
    const logins = (0,approvers/* countedApprovals */.tx)(approvals).counted.map((approval) => approval.login);
    return { policy, baseSystems, governance, requirements, teams, logins };
}
function prepareJudgement(files, subjects) {
    const base = basePolicyOf(files);
    if ("unjudgeable" in subjects)
        return {
            base,
            operations: [],
            approvals: [],
            questions: undefined,
            unjudgeable: subjects.unjudgeable,
        };
    const { operations, approvals, recorded = [] } = subjects;
    const questions = policyQuestions(base, operations, approvals, recorded);
    return { base, operations, approvals, questions, unjudgeable: undefined };
}
/** The one judgement of the owner policy, from the facts gathered for it. */
function judgePolicy(facts) {
    const { base, questions, operations, unjudgeable } = facts;
    if (unjudgeable !== undefined)
        return unjudged(base, unjudgeable);
    if (questions === undefined)
        return unjudged(base, base.problem ?? "the policy is invalid");
    const { baseSystems, governance } = questions;
    const evaluation = evaluateQuestions(questions, operations, facts);
    const seniorManager = governance.some((change) => change.kind === "senior-manager");
    const head = { text: base.head.policyText, file: base.source.file };
    // Dates this change writes that the authority table forbids: each refuses it, at its place.
    const late = [
        ...(seniorManager ? [(0,senior_manager/* lastApprovalDateProblem */.xO)(questions.policy, head, facts.now)] : []),
        ...baselineReviewedProblems(judge_policy_documentsOf(base.documents), judge_policy_documentsOf(base.head.documents), facts.now),
    ].filter((problem) => problem !== undefined);
    if (late.length > 0)
        evaluation.verdict = { allowed: false, reasons: [...evaluation.verdict.reasons, ...late] };
    const evidence = policyEvidenceOf(base.source, { evaluation });
    // A change to the CIP Senior Manager's keys keeps both sides, to date CIP-003 R3 and R4.
    if (seniorManager)
        evidence.senior_manager = (0,senior_manager/* seniorManagerSides */.mS)(questions.policy, head.text, head.file);
    return {
        base,
        evaluation,
        verdict: evaluation.verdict,
        evidence,
        operations,
        baseSystems,
        governance,
    };
}
/** The policy's evaluation of `operations`, from the questions and their answers. */
function evaluateQuestions(questions, operations, facts) {
    const { policy, baseSystems, requirements } = questions;
    return evaluatePolicy(policy, { operations, baseSystems, ...facts, governance: requirements });
}
const judge_policy_documentsOf = (entries) => entries.map((entry) => entry.document);
const teamText = (principal) => principal.kind === "team" ? [(0,document_principals/* principalText */.cI)(principal)] : [];
/** The policy could not be judged: refused, with why. */
function unjudged(base, reason) {
    return {
        base,
        evaluation: undefined,
        verdict: { allowed: false, reasons: [reason] },
        evidence: policyEvidenceOf(base.source, { unjudged: reason }),
        operations: [],
        baseSystems: new Map(),
        governance: [],
    };
}


/***/ }),

/***/ 992:
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

/***/ 4650:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  j: () => (/* binding */ directoryOf),
  P: () => (/* binding */ parseSourcesText)
});

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var shared_diagnostics = __webpack_require__(7273);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var shared_names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/inventory/document/yaml-reader.ts
var yaml_reader = __webpack_require__(249);
// EXTERNAL MODULE: ./src/core/inventory/document/yaml-syntax.ts
var yaml_syntax = __webpack_require__(9869);
// EXTERNAL MODULE: ./src/core/sources/sources-schema.ts
var sources_schema = __webpack_require__(9390);
// EXTERNAL MODULE: ./src/core/sources/platforms/platform-keys.ts
var platform_keys = __webpack_require__(8371);
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
var owned_systems = __webpack_require__(992);
// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(5032);
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

/***/ 332:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ sourceCommandsOf)
/* harmony export */ });
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7273);
/* harmony import */ var _parse_sources_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4650);
// The commands a sources file runs, by source name, as the owner policy compares them between the
// base and a change (authority table: source-commands): a `kind: command` source's program and
// arguments and the variables it is given. A file that does not read has one entry saying why, so
// that breaking it, or mending it, is a change of the commands too (fail closed). Pure.


/** Undefined: no sources file. */
function sourceCommandsOf(text, file) {
    if (text === undefined)
        return undefined;
    const parsed = (0,_parse_sources_js__WEBPACK_IMPORTED_MODULE_1__/* .parseSourcesText */ .P)(text, file);
    const error = parsed.diagnostics.find((diagnostic) => diagnostic.severity === "error");
    if (error !== undefined) {
        const where = error.location === undefined ? file : (0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .formatLocation */ .j$)(error.location);
        return { [`(${file})`]: `does not read: ${where}: ${error.message}` };
    }
    const commands = {};
    for (const { definition } of parsed.sources)
        if (definition.kind === "command")
            commands[definition.name] =
                `run ${JSON.stringify(definition.run)} with env ${JSON.stringify(definition.env)}`;
    return commands;
}


/***/ }),

/***/ 109:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AA: () => (/* binding */ applyFromSource),
  Ed: () => (/* binding */ loadOnce),
  rW: () => (/* binding */ planFromSource),
  M4: () => (/* reexport */ reviewedFilesOnce),
  EC: () => (/* binding */ validateOffline)
});

// UNUSED EXPORTS: applyVerified, exportFromService, formatFromSource, patchSourceProblems, validateFromSource

// EXTERNAL MODULE: ./src/core/plan/commissioning.ts
var commissioning = __webpack_require__(608);
// EXTERNAL MODULE: ./src/core/inventory/baselines/baseline-keeping.ts
var baseline_keeping = __webpack_require__(9174);
// EXTERNAL MODULE: ./src/core/inventory/writing/export-inventory.ts
var export_inventory = __webpack_require__(5852);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(9130);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var shared_names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(5032);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var shared_diagnostics = __webpack_require__(7273);
// EXTERNAL MODULE: ./src/core/shared/text/reveal.ts
var reveal = __webpack_require__(6800);
;// CONCATENATED MODULE: ./src/core/inventory/document/lookalike.ts





/**
 * Cyrillic and Greek letters that look like Latin ones, each to the Latin letter it passes for (of
 * the same case). Deliberately partial: the common look-alikes of these three scripts, not
 * Unicode's confusables.txt; a pair it misses is a missed warning, never a wrong plan.
 */
const LOOKALIKE_LETTERS = "АаВвЕеКкМмНһҺОоРрСсТтУуХхЅѕІіЈјӀӏԁԚԛԜԝ" + "ΑαΒΕΖΗηΙιΚκΜΝνΟοΡρΤτΥυΧχω";
const LATIN_LETTERS = "AaBbEeKkMmHhHOoPpCcTtYyXxSsIiJjIldQqWw" + "AaBEZHnIiKkMNvOoPpTtYuXxw";
const LATIN_LOOKALIKES = new Map([...LOOKALIKE_LETTERS].map((letter, index) => {
    const latin = LATIN_LETTERS[index];
    if (latin === undefined)
        throw new Error("LATIN_LETTERS must pair with LOOKALIKE_LETTERS");
    return [letter, latin];
}));
const LOOKALIKE = new RegExp(`[${LOOKALIKE_LETTERS}]`, "gu");
const LATIN = /\p{Script=Latin}/u;
const OTHER_SCRIPT = /[\p{Script=Cyrillic}\p{Script=Greek}]/u;
/**
 * What a name looks like, to compare with others: compatibility forms folded (fullwidth, ligatures),
 * Cyrillic and Greek look-alikes as Latin, then full case folding (ß and ẞ as ss, final ς as σ,
 * dotted İ and dotless ı as i).
 */
function nameSkeleton(name) {
    return name
        .normalize("NFKC")
        .replace(LOOKALIKE, (letter) => LATIN_LOOKALIKES.get(letter) ?? letter)
        .toLowerCase()
        .replace(/ß/g, "ss")
        .replace(/ς/g, "σ")
        .replace(/ı/g, "i")
        .replace(/i\u0307/g, "i");
}
/** The name with every non-ASCII character as \uXXXX: how two look-alikes differ. */
function spelledOut(name) {
    return name.replace(/[^\x20-\x7e]/gu, reveal/* escapedCodePoint */.xR);
}
/**
 * Warnings for declared names that mix Latin with Cyrillic or Greek letters, and for declared names
 * that look like another declared or live name without being the same name to the service.
 */
function lookalikeWarnings(documents, liveAssets) {
    // Only a non-ASCII name can warn (mixedScript, lookalikeCandidates): an inventory and a service
    // of ASCII names pay one test per name and make nothing.
    const foreign = (named) => !(0,shared_names/* isAscii */.ER)(named.name);
    if (!documents.some((document) => document.assets.some(foreign)) && !liveAssets.some(foreign)) {
        return [];
    }
    const declared = documents.flatMap((document) => document.assets.map((asset) => ({ name: asset.name, location: asset.location })));
    const warnings = declared.flatMap((entry) => mixedScript(entry));
    const live = liveAssets.map((asset) => ({ name: asset.name, asset }));
    for (const group of (0,collections/* groupBy */.$z)(lookalikeCandidates([...declared, ...live]), (entry) => nameSkeleton(entry.name)).values()) {
        if (group.length < 2)
            continue;
        for (const entry of group) {
            if (entry.location === undefined)
                continue;
            const other = group.find((candidate) => (0,shared_names/* nameKey */.Rc)(candidate.name) !== (0,shared_names/* nameKey */.Rc)(entry.name));
            if (other === undefined)
                continue;
            warnings.push({
                severity: "warning",
                message: `asset name ${quoted(entry.name)} looks like ${describeOther(other)} but is a different name, so the two are different assets: if they are meant to be the same, write the name exactly as the other`,
                location: entry.location,
                ...(other.location === undefined ? {} : { related: [other.location] }),
            });
        }
    }
    return warnings;
}
/**
 * The entries whose skeleton some non-ASCII name shares. The skeleton of an ASCII name is its
 * lower case, which is also its identity (nameKey): two ASCII names that look alike are one name
 * to the service, so only a group with a non-ASCII name can warn. Skeletons are worked out for the
 * few non-ASCII names only, and a large plain inventory pays one toLowerCase per name.
 */
function lookalikeCandidates(entries) {
    const skeletonOf = (name) => (0,shared_names/* isAscii */.ER)(name) ? name.toLowerCase() : nameSkeleton(name);
    const foreign = new Set(entries.filter((entry) => !(0,shared_names/* isAscii */.ER)(entry.name)).map((entry) => nameSkeleton(entry.name)));
    if (foreign.size === 0)
        return [];
    return entries.filter((entry) => foreign.has(skeletonOf(entry.name)));
}
function mixedScript(entry) {
    if (entry.location === undefined || (0,shared_names/* isAscii */.ER)(entry.name) || !LATIN.test(entry.name))
        return [];
    const foreign = [...entry.name].find((character) => OTHER_SCRIPT.test(character));
    if (foreign === undefined)
        return [];
    const script = /\p{Script=Cyrillic}/u.test(foreign) ? "Cyrillic" : "Greek";
    return [
        {
            severity: "warning",
            message: `asset name ${quoted(entry.name)} mixes Latin letters with ${script} ("${foreign}", ${spelledOut(foreign)}), so it can look like a name it is not: write it in one script`,
            location: entry.location,
        },
    ];
}
function describeOther(other) {
    if (other.asset !== undefined) {
        return `live asset ${quoted(other.name)} (${other.asset.id})`;
    }
    // A name that is not a live asset's was declared in a file, at a location.
    const at = other.location ?? (0,collections/* missingEntry */.Dj)(`the location of ${quoted(other.name)}`);
    return `${quoted(other.name)} declared at ${(0,shared_diagnostics/* formatLocation */.j$)(at)}`;
}
/** "name" (n\u0430me) when the name has non-ASCII characters, else "name". */
function quoted(name) {
    const spelled = spelledOut(name);
    const shown = (0,reveal/* revealHiddenCharacters */.cr)(JSON.stringify(name));
    return spelled === name ? shown : `${shown} (${spelled})`;
}

// EXTERNAL MODULE: ./src/core/inventory/document/baseline-items.ts
var baseline_items = __webpack_require__(5168);
// EXTERNAL MODULE: ./src/core/plan/saved/fingerprint.ts
var fingerprint = __webpack_require__(9343);
// EXTERNAL MODULE: ./src/core/plan/plan-model.ts
var plan_model = __webpack_require__(3212);
// EXTERNAL MODULE: ./src/core/inventory/document/asset-class.ts
var asset_class = __webpack_require__(8453);
// EXTERNAL MODULE: ./src/core/plan/safety.ts
var plan_safety = __webpack_require__(493);
;// CONCATENATED MODULE: ./src/core/plan/assemble-plan.ts
// The planner's last phase: the ordered operations become the plan, with its counts, fingerprint,
// safety verdict, managed and unmanaged lists, and the warnings of every stage before it.








// Every object of a plan is built with its keys in code-point order: fingerprinting then needs no
// copy (see fingerprint.ts), and the JSON plan reads the same whoever wrote it.
function assemblePlan(planned, options) {
    const { resolved, live, operations, diagnostics } = planned;
    const summary = summarize(operations);
    const safety = (0,plan_safety/* evaluateSafety */.i0)((0,plan_safety/* safetyInputOf */.Yb)(resolved, live, operations, summary.update), options.limits ?? plan_model/* DEFAULT_SAFETY_LIMITS */.kM);
    const warnings = diagnostics.filter((diagnostic) => diagnostic.severity === "warning");
    const declared = baselinesOf(resolved, live);
    const plan = {
        format_version: plan_model/* PLAN_FORMAT_VERSION */.V1,
        fingerprint: (0,fingerprint/* fingerprintPlan */.Ef)(operations, declared.baselines),
        summary,
        operations,
        managed_systems: resolved
            .map((entry) => entry.system)
            .sort((a, b) => (0,shared_names/* compareCodePoints */.OP)(a.name, b.name) || (0,shared_names/* compareCodePoints */.OP)(a.id, b.id)),
        unmanaged: planned.unmanaged.sort((a, b) => (0,shared_names/* compareCodePoints */.OP)(a.cyber_system.name, b.cyber_system.name) ||
            (0,shared_names/* compareCodePoints */.OP)(a.name, b.name) ||
            (0,shared_names/* compareCodePoints */.OP)(a.asset_id, b.asset_id)),
        ...declared,
        safety,
        warnings,
    };
    return { plan, diagnostics };
}
/**
 * The declared baselines, by system id then asset name, with what the requirement table reads of
 * each asset (keys in code-point order); nothing when none is declared.
 */
function baselinesOf(resolved, live) {
    const liveIds = new Map(live.cyberAssets.map((asset) => [(0,shared_names/* nameKey */.Rc)(asset.name), asset.id]));
    const baselines = resolved.flatMap(({ document, system }) => document.assets.flatMap((asset) => {
        const baseline = asset.baseline;
        if (baseline === undefined)
            return [];
        // A rename already applied leaves renamed_from behind, naming an asset the service no longer
        // holds: the asset is then the one of its own name.
        const assetId = (asset.renamedFrom === undefined
            ? undefined
            : liveIds.get((0,shared_names/* nameKey */.Rc)(asset.renamedFrom.value))) ?? liveIds.get((0,shared_names/* nameKey */.Rc)(asset.name));
        return [
            {
                asset: asset.name,
                ...(assetId === undefined ? {} : { asset_id: assetId }),
                asset_type: asset.type,
                class: asset.class?.value ?? asset_class/* DEFAULT_ASSET_CLASS */.q$,
                ...(baseline.completedOn === undefined ? {} : { completed_on: baseline.completedOn }),
                cyber_system: system.name,
                cyber_system_id: system.id,
                digest: baseline.digest,
                ...(document.erc === undefined ? {} : { erc: document.erc.value }),
                ...(document.impact === undefined ? {} : { impact: document.impact.value }),
                ...(baseline.items === undefined ? {} : { items: baseline.items }),
                kind: baseline.kind,
                ...(baseline.content === undefined ? {} : { patched: (0,baseline_items/* patchedItemsOf */.L$)(baseline.content) }),
            },
        ];
    }));
    baselines.sort((a, b) => (0,shared_names/* compareCodePoints */.OP)(a.cyber_system_id, b.cyber_system_id) ||
        (0,shared_names/* compareCodePoints */.OP)(a.asset, b.asset));
    return baselines.length === 0 ? {} : { baselines };
}
function summarize(operations) {
    const summary = { create: 0, update: 0, delete: 0, move: 0, rename: 0, retype: 0 };
    for (const operation of operations) {
        if (operation.action !== "update")
            summary[operation.action] += 1;
        else if (!operation.temporary) {
            summary.update += 1;
            for (const kind of operation.kinds)
                summary[kind] += 1;
        }
    }
    return summary;
}

;// CONCATENATED MODULE: ./src/core/plan/drafts.ts

/** The delete of a live asset no declaration claims, in a document at `source` that prunes. */
function deleteDraft(asset, system, source) {
    const operation = {
        action: "delete",
        asset_id: asset.id,
        asset_type: asset.asset_type,
        cyber_system: system,
        depends_on: [],
        name: asset.name,
        source,
    };
    return { operation, rank: 0, vacates: (0,shared_names/* nameKey */.Rc)(asset.name), dependencies: [] };
}
/**
 * The update that turns a claimed live asset (now in the system `systemOf` gives) into its
 * declaration (name key `key`, in system `to`); undefined when they agree, which is asked of every
 * claimed asset: nothing is built for one that does not change.
 */
function updateDraft(asset, systemOf, declared, key, to) {
    const renamed = asset.name !== declared.name;
    const moved = asset.cyber_system_id !== to.id;
    const retyped = asset.asset_type !== declared.type;
    const kinds = [];
    if (renamed)
        kinds.push("rename");
    if (moved)
        kinds.push("move");
    if (retyped)
        kinds.push("retype");
    if (kinds.length === 0)
        return undefined;
    const changes = {
        ...(retyped ? { asset_type: { from: asset.asset_type, to: declared.type } } : {}),
        ...(moved ? { cyber_system: { from: systemOf(asset), to } } : {}),
        ...(renamed ? { name: { from: asset.name, to: declared.name } } : {}),
    };
    const operation = {
        action: "update",
        asset_id: asset.id,
        changes,
        cyber_system: to,
        depends_on: [],
        kinds,
        name: declared.name,
        source: declared.location,
        temporary: false,
    };
    const oldKey = (0,shared_names/* nameKey */.Rc)(asset.name);
    const draft = { operation, rank: 1, dependencies: [] };
    if (oldKey !== key) {
        draft.takes = key;
        draft.vacates = oldKey;
    }
    return draft;
}
/** The create of a declared asset (name key `key`) that no live asset matches. */
function createDraft(declared, key, system) {
    const operation = {
        action: "create",
        asset_type: declared.type,
        cyber_system: system,
        depends_on: [],
        name: declared.name,
        source: declared.location,
    };
    return { operation, rank: 2, takes: key, dependencies: [] };
}

// EXTERNAL MODULE: ./src/core/plan/renames/cycles.ts
var renames_cycles = __webpack_require__(6044);
// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var sha256 = __webpack_require__(7154);
;// CONCATENATED MODULE: ./src/core/plan/renames/rename-cycles.ts
// Rename cycles (a->b, b->a). In the declaration, renamed_from entries that name each other are
// warned about (they never go stale). In the plan, renames that wait on each other's names can
// never start, so the planner breaks each cycle with one rename to a temporary name. The temporary
// name is derived from the asset id, so that plans are reproducible and the next plan recognises
// an asset an interrupted apply left under one.





/**
 * renamed_from entries that name each other in a cycle (b from a, a from b) can never become
 * stale: after the swap every old name exists again, so each plan would swap once more. The plan
 * itself is right; the user must remove them once it has been applied.
 */
function renameCycleWarnings(declared, declaredByKey) {
    const renamedFrom = (entry) => {
        const from = entry.asset.renamedFrom;
        if (!from || (0,shared_names/* nameKey */.Rc)(from.value) === entry.key)
            return undefined;
        return declaredByKey.get((0,shared_names/* nameKey */.Rc)(from.value));
    };
    // Only a declaration with renamed_from can be in a cycle; walking the others (nearly all of them
    // in a large inventory) would mark 100,000 entries to find none.
    const renaming = declared.filter((entry) => entry.asset.renamedFrom !== undefined);
    // Every entry of a cycle came from `renaming`: each has its renamed_from.
    const fromOf = (entry) => entry.asset.renamedFrom ?? (0,collections/* missingEntry */.Dj)(`renamed_from of ${entry.asset.name}`);
    return (0,renames_cycles/* cyclesOf */.J)(renaming, renamedFrom).map((cycle) => {
        const steps = cycle.map((entry) => `${(0,shared_diagnostics/* quote */.hD)(entry.asset.name)} renamed_from ${(0,shared_diagnostics/* quote */.hD)(fromOf(entry).value)}`);
        const [first, ...others] = cycle.map((entry) => fromOf(entry).location);
        return {
            severity: "warning",
            message: `renamed_from entries form a cycle (${steps.join(", ")}); remove them once this plan has been applied: while they stay, every plan renames these assets again`,
            location: first ?? (0,collections/* missingEntry */.Dj)("a cycle's first entry"),
            related: others,
        };
    });
}
/** The first half of breaking a rename cycle; the other half is the cycle's own update. */
const TEMPORARY_SUFFIX = "~cip-sync-";
// Few: recognising a temporary name hashes the asset id once per attempt, for every live name that
// looks like one, and a name is taken only by a collision or on purpose.
const TEMPORARY_NAME_ATTEMPTS = 16;
/**
 * Renames that wait on each other in a cycle (a->b, b->a) can never start. Each update takes at
 * most one key that only it takes, so every cycle is simple and one temporary rename per cycle
 * breaks it: the chosen asset first moves to a fresh name, freeing its old one.
 */
function breakRenameCycles(drafts, reserved) {
    const renames = drafts.filter((draft) => draft.rank === 1 && draft.takes !== undefined);
    const takerOf = new Map(renames.map((draft) => [draft.takes, draft]));
    const cycles = (0,renames_cycles/* cyclesOf */.J)(renames, (draft) => draft.vacates === undefined ? undefined : takerOf.get(draft.vacates));
    const temporaryKeys = new Set();
    for (const cycle of cycles) {
        const chosen = cycle.reduce((best, draft) => compareRenameSources(draft, best) < 0 ? draft : best);
        const final = chosen.operation;
        const rename = renameOf(final);
        const temporaryName = freshTemporaryName(rename.from, final.asset_id, (key) => reserved(key) || temporaryKeys.has(key));
        const temporaryKey = (0,shared_names/* nameKey */.Rc)(temporaryName);
        temporaryKeys.add(temporaryKey);
        const temporary = {
            action: "update",
            asset_id: final.asset_id,
            changes: { name: { from: rename.from, to: temporaryName } },
            cyber_system: final.changes.cyber_system?.from ?? final.cyber_system,
            depends_on: [],
            kinds: ["rename"],
            name: temporaryName,
            ...(final.source ? { source: final.source } : {}),
            temporary: true,
        };
        const temporaryDraft = {
            operation: temporary,
            rank: 1,
            takes: temporaryKey,
            vacates: chosen.vacates,
            dependencies: [],
        };
        drafts.push(temporaryDraft);
        final.changes.name = { from: temporaryName, to: rename.to };
        // The final rename frees only the temporary name, which nothing else takes.
        chosen.vacates = undefined;
        chosen.dependencies.push(temporaryDraft);
    }
}
/** The name change of a rename's update: a draft that takes a key (`takes`) renames. */
function renameOf(update) {
    return update.changes.name ?? (0,collections/* missingEntry */.Dj)(`the rename of ${update.asset_id}`);
}
function compareRenameSources(a, b) {
    const left = a.operation;
    const right = b.operation;
    return ((0,shared_names/* compareCodePoints */.OP)(renameOf(left).from, renameOf(right).from) ||
        (0,shared_names/* compareCodePoints */.OP)(left.asset_id, right.asset_id));
}
/** The 8 hex digits of `<old>~cip-sync-<8 hex>`, derived from the asset id and the attempt. */
function temporaryNameHex(assetId, attempt) {
    return (0,sha256/* sha256Hex */.fg)(`${assetId}\n${attempt}`).slice(0, 8);
}
/**
 * The name an asset had before a rename cycle parked it under a temporary name, or undefined when
 * its name is not one this planner gives that asset (the hash ties it to the asset's id, so a
 * user's name that merely looks alike is not taken for one).
 */
function temporaryNameOrigin(asset) {
    const at = asset.name.lastIndexOf(TEMPORARY_SUFFIX);
    if (at <= 0)
        return undefined;
    const hex = asset.name.slice(at + TEMPORARY_SUFFIX.length);
    if (!/^[0-9a-f]{8}$/.test(hex))
        return undefined;
    for (let attempt = 0; attempt < TEMPORARY_NAME_ATTEMPTS; attempt += 1) {
        if (temporaryNameHex(asset.id, attempt) === hex)
            return asset.name.slice(0, at);
    }
    return undefined;
}
/** `<old>~cip-sync-<8 hex>`: the first attempt whose name no one holds, declares or was given. */
function freshTemporaryName(oldName, assetId, taken) {
    for (let attempt = 0; attempt < TEMPORARY_NAME_ATTEMPTS; attempt += 1) {
        const name = `${oldName}${TEMPORARY_SUFFIX}${temporaryNameHex(assetId, attempt)}`;
        if (!taken((0,shared_names/* nameKey */.Rc)(name)))
            return name;
    }
    throw new Error(`no free temporary name for asset ${assetId} after ${TEMPORARY_NAME_ATTEMPTS} attempts; rename ${(0,shared_diagnostics/* quote */.hD)(oldName)} in two steps`);
}

;// CONCATENATED MODULE: ./src/core/plan/live-assets.ts
// The planner's index of the live assets: by name key (names are unique regardless of case across
// the organization), and the assets an interrupted apply left under a temporary name, by the name
// they had before. With the rule for which live asset a name designates when several share its key.



const NO_HOLDERS = [];
/** `sameKey` gives the string to keep for a key (one already held elsewhere, if any). */
function indexLiveAssets(live, sameKey = (key) => key) {
    const byKey = new Map();
    const shared = new Map();
    const parkedOrigins = new Map();
    const parked = [];
    const keys = new Array(live.cyberAssets.length);
    for (const [index, asset] of live.cyberAssets.entries()) {
        const key = sameKey((0,shared_names/* nameKey */.Rc)(asset.name));
        keys[index] = key;
        const earlier = byKey.get(key);
        if (earlier === undefined)
            byKey.set(key, asset);
        else {
            const group = shared.get(key);
            if (group === undefined)
                shared.set(key, [earlier, asset]);
            else
                group.push(asset);
        }
        const origin = temporaryNameOrigin(asset);
        if (origin !== undefined) {
            parkedOrigins.set(asset.id, origin);
            parked.push(asset);
        }
    }
    const interrupted = (0,collections/* groupBy */.$z)(parked, (asset) => (0,shared_names/* nameKey */.Rc)((0,collections/* getOrThrow */.Gp)(parkedOrigins, asset.id, "a parked asset's origin")));
    // Groups sorted by id so that nothing below depends on the order of the live list (everything
    // else built from it is sorted on its own). Only the shared keys are sorted: 100,000 assets do
    // not cost a full sort.
    for (const [key, group] of shared) {
        const [first] = group.sort(byId);
        // A shared key's group starts with two assets: it always has a first.
        if (first !== undefined)
            byKey.set(key, first);
    }
    for (const group of interrupted.values())
        group.sort(byId);
    return { keys, byKey, shared, parkedOrigins, interrupted };
}
/** Every live asset holding `key`, sorted by id. */
function holdersOf(assets, key) {
    const group = assets.shared.get(key);
    if (group !== undefined)
        return group;
    const holder = assets.byKey.get(key);
    return holder === undefined ? NO_HOLDERS : [holder];
}
/** The assets an interrupted apply parked away from `key`, sorted by id. */
function parkedFrom(assets, key) {
    return assets.interrupted.get(key) ?? NO_HOLDERS;
}
/** The live asset a name designates among `holders` (one name key): exact text first. */
function pick(name, holders) {
    if (holders.length <= 1)
        return holders[0];
    const exact = holders.filter((holder) => holder.name === name);
    if (exact.length === 1)
        return exact[0];
    return { duplicates: exact.length > 1 ? exact : holders };
}
function byId(a, b) {
    return (0,shared_names/* compareCodePoints */.OP)(a.id, b.id);
}

;// CONCATENATED MODULE: ./src/core/plan/claims.ts

class Claims {
    /** The declarations by name key, each claiming at most once. */
    #byKey;
    /** Claims of an asset holding another key than the declaration's, by asset id. */
    #others = new Map();
    constructor(byKey) {
        this.#byKey = byKey;
    }
    /** The declaration that claims `asset`; `key` is the asset's name key, when known. */
    claimantOf(asset, key) {
        const other = this.#others.size > 0 ? this.#others.get(asset.id) : undefined;
        if (other !== undefined)
            return other;
        const own = this.#byKey.get(key ?? (0,shared_names/* nameKey */.Rc)(asset.name));
        return own?.match === asset ? own : undefined;
    }
    /** `declared` claims `asset`; `own` when the asset holds the declaration's own name key. */
    add(declared, asset, own) {
        declared.match = asset;
        if (!own)
            this.#others.set(asset.id, declared);
    }
}

// EXTERNAL MODULE: ./src/core/plan/resolve.ts
var plan_resolve = __webpack_require__(9815);
;// CONCATENATED MODULE: ./src/core/plan/schedule.ts
// The scheduler: puts the planner's drafted operations in an order under which the
// organization-wide, case-insensitive uniqueness of asset names holds after every operation, and
// records that order's dependencies in each operation's depends_on.


/**
 * Execution order: each draft after the drafts that free the name key it takes, and otherwise by
 * kind (deletes, updates, creates), target system name, asset name and id, in code-point order.
 */
function orderDrafts(drafts) {
    const vacating = drafts.flatMap((draft) => draft.vacates === undefined ? [] : [{ draft, key: draft.vacates }]);
    const vacatersOf = new Map([...(0,collections/* groupBy */.$z)(vacating, ({ key }) => key)].map(([key, found]) => [
        key,
        found.map(({ draft }) => draft),
    ]));
    for (const draft of drafts) {
        if (draft.takes !== undefined)
            draft.dependencies.push(...(vacatersOf.get(draft.takes) ?? []));
        draft.dependencies.sort(compareDrafts);
    }
    const ordered = dependenciesFirst([...drafts].sort(compareDrafts));
    const position = new Map(ordered.map((draft, index) => [draft, index]));
    return ordered.map((draft) => {
        const dependsOn = [
            ...new Set(draft.dependencies.flatMap((dependency) => position.get(dependency) ?? [])),
        ];
        draft.operation.depends_on = dependsOn.sort((a, b) => a - b);
        return draft.operation;
    });
}
/** The drafts in `roots` order, each after its dependencies (depth first, without recursion). */
function dependenciesFirst(roots) {
    const ordered = [];
    const placed = new Set();
    const visiting = new Set();
    for (const root of roots) {
        if (placed.has(root))
            continue;
        const stack = [{ draft: root, next: 0 }];
        visiting.add(root);
        // Bounded: a draft is pushed only while neither placed nor on the stack.
        for (let top = stack.at(-1); top !== undefined; top = stack.at(-1)) {
            const dependency = top.draft.dependencies[top.next];
            if (dependency) {
                top.next += 1;
                if (!placed.has(dependency) && !visiting.has(dependency)) {
                    visiting.add(dependency);
                    stack.push({ draft: dependency, next: 0 });
                }
                continue;
            }
            stack.pop();
            visiting.delete(top.draft);
            placed.add(top.draft);
            ordered.push(top.draft);
        }
    }
    return ordered;
}
function compareDrafts(a, b) {
    return (a.rank - b.rank ||
        (0,shared_names/* compareCodePoints */.OP)(a.operation.cyber_system.name, b.operation.cyber_system.name) ||
        (0,shared_names/* compareCodePoints */.OP)(a.operation.name, b.operation.name) ||
        (0,shared_names/* compareCodePoints */.OP)(assetIdOf(a.operation), assetIdOf(b.operation)));
}
function assetIdOf(operation) {
    return operation.action === "create" ? "" : operation.asset_id;
}

// EXTERNAL MODULE: ./src/core/plan/renames/possible-renames.ts
var possible_renames = __webpack_require__(3270);
;// CONCATENATED MODULE: ./src/core/plan/plan.ts
// The planner: what to create, update (rename, move, retype) and delete so that the live assets of
// the managed systems equal the declaration, in an order under which the organization-wide,
// case-insensitive uniqueness of asset names holds after every single operation.
//
// `planInventory` reads as its phases: index the live assets (live-assets.ts), collect the
// declarations, find the renames that take effect, match declarations to live assets, draft the
// operations, break rename cycles (rename-cycles.ts), order the drafts (schedule.ts), mark the
// deletes and creates that may be renames made in the service (possible-renames.ts) and assemble the
// plan (assemble-plan.ts).













function planInventory(resolved, live, options = {}) {
    const declarations = collectDeclarations(resolved);
    // The live index keeps the declared key strings: one string per name, not one per side.
    const sameKey = (key) => declarations.byKey.get(key)?.key ?? key;
    const planner = new Planner(resolved, live, indexLiveAssets(live, sameKey));
    planner.diagnostics.push(...declarations.warnings, ...(0,commissioning/* commissioningProblems */.Y)(resolved, live), ...(0,baseline_keeping/* baselineRuleProblems */.s1)(resolved.map(({ document }) => document), options.baselines));
    const renames = planner.effectiveRenames(declarations);
    const matches = planner.matchDeclarations(declarations, renames);
    const drafted = planner.draftOperations(declarations, matches);
    breakRenameCycles(drafted.drafts, (key) => planner.reserved(key, declarations));
    const operations = orderDrafts(drafted.drafts);
    (0,possible_renames/* markPossibleRenames */.WH)(operations);
    const { unmanaged } = drafted;
    return assemblePlan({ resolved, live, operations, unmanaged, diagnostics: planner.diagnostics }, options);
}
/**
 * The declared assets. Two declarations of one name key never get here: validateInventory
 * reports them to the user, and the engine stops on its errors.
 */
function collectDeclarations(resolved) {
    const list = [];
    const byKey = new Map();
    for (const owner of resolved) {
        for (const asset of owner.document.assets) {
            const entry = { asset, key: (0,shared_names/* nameKey */.Rc)(asset.name), owner, match: undefined };
            const earlier = byKey.get(entry.key);
            if (earlier) {
                throw new Error(`asset ${(0,shared_diagnostics/* quote */.hD)(asset.name)} is declared twice (also at ${(0,shared_diagnostics/* formatLocation */.j$)(earlier.asset.location)}); validateInventory rejects this before planning`);
            }
            byKey.set(entry.key, entry);
            list.push(entry);
        }
    }
    return { list, byKey, warnings: renameCycleWarnings(list, byKey) };
}
/** The shared state of one planning run; each public method is one phase of `planInventory`. */
class Planner {
    /** What the phases found, in the order they found it. */
    diagnostics = [];
    #live;
    #assets;
    #index;
    #managed;
    #systemRefs = new Map();
    constructor(resolved, live, assets) {
        this.#live = live;
        this.#assets = assets;
        this.#index = (0,plan_resolve/* indexLive */.Lr)(live);
        this.#managed = new Map(resolved.map((entry) => [entry.system.id, entry]));
    }
    /**
     * renamed_from candidates, then the greatest set of them that can all take effect: a rename
     * takes effect when every live holder of its new name is itself renamed away.
     */
    effectiveRenames(declarations) {
        const candidates = [];
        const unmatched = new Set();
        for (const entry of declarations.list) {
            const from = entry.asset.renamedFrom;
            if (!from || (0,shared_names/* nameKey */.Rc)(from.value) === entry.key)
                continue;
            // An asset parked under a temporary name of `from` is the one this rename was moving when
            // the apply stopped; a live holder of `from` itself may already be the next rename of the
            // cycle.
            const fromKey = (0,shared_names/* nameKey */.Rc)(from.value);
            const parked = this.#assets.interrupted.get(fromKey);
            const source = pick(from.value, parked ?? holdersOf(this.#assets, fromKey));
            if (source === undefined)
                unmatched.add(entry);
            else if ("duplicates" in source)
                this.diagnostics.push(this.#duplicateError(from.value, source.duplicates, from.location));
            else
                candidates.push({ declared: entry, source });
        }
        const renamers = new Map();
        for (const candidate of candidates) {
            renamers.set(candidate.source.id, (renamers.get(candidate.source.id) ?? 0) + 1);
        }
        const candidatesByTarget = (0,collections/* groupBy */.$z)(candidates, (candidate) => candidate.declared.key);
        const renamedAway = (asset) => (renamers.get(asset.id) ?? 0) > 0;
        const effective = new Set(candidates);
        const queue = [...candidates];
        // Bounded: a candidate is queued once at the start and again only when a live holder of its
        // new name stops being renamed away, which happens at most once per live asset.
        // for...of over an array also visits the items pushed onto it while it runs.
        for (const candidate of queue) {
            if (!effective.has(candidate))
                continue;
            if (holdersOf(this.#assets, candidate.declared.key).every(renamedAway))
                continue;
            effective.delete(candidate);
            const remaining = (renamers.get(candidate.source.id) ?? 1) - 1;
            renamers.set(candidate.source.id, remaining);
            if (remaining === 0) {
                queue.push(...(candidatesByTarget.get((0,shared_names/* nameKey */.Rc)(candidate.source.name)) ?? []));
            }
        }
        return { candidates, effective, unmatched, renamedAway };
    }
    /** Claims: effective renames first, then names; warns about renamed_from that has no effect. */
    matchDeclarations(declarations, renames) {
        const claims = new Claims(declarations.byKey);
        const stale = new Map();
        const renaming = new Set();
        for (const candidate of renames.candidates) {
            if (renames.effective.has(candidate)) {
                renaming.add(candidate.declared);
                this.#claim(claims, candidate.declared, candidate.source, false);
            }
            else
                stale.set(candidate.declared, candidate.source);
        }
        const creates = [];
        for (const entry of declarations.list) {
            if (renaming.size > 0 && renaming.has(entry))
                continue;
            const held = this.#held(entry, renames.renamedAway);
            const found = held ?? this.#parked(entry, claims);
            if (found !== undefined && "duplicates" in found) {
                this.diagnostics.push(this.#duplicateError(entry.asset.name, found.duplicates, entry.asset.location));
                continue;
            }
            if (found)
                this.#claim(claims, entry, found, held !== undefined);
            else
                creates.push(entry);
            if (entry.asset.renamedFrom) {
                this.#renameWarning(entry, found, stale.get(entry), renames.unmatched.has(entry));
            }
        }
        return { claims, creates };
    }
    /** Deletes of unclaimed live assets, updates of claimed ones, creates of the rest. */
    draftOperations(declarations, matches) {
        const drafted = {
            drafts: [],
            unmanaged: [],
        };
        this.#draftDeletes(drafted, matches.claims);
        const systemOf = (asset) => this.#currentSystem(asset);
        for (const { asset, key, owner, match } of declarations.list) {
            if (!match)
                continue;
            const draft = updateDraft(match, systemOf, asset, key, owner.system);
            if (draft)
                drafted.drafts.push(draft);
        }
        for (const { asset, key, owner } of matches.creates) {
            drafted.drafts.push(createDraft(asset, key, owner.system));
        }
        return drafted;
    }
    /** Whether a name key is held or declared: a temporary name must avoid it. */
    reserved(key, declarations) {
        return this.#assets.byKey.has(key) || declarations.byKey.has(key);
    }
    /**
     * The live asset a declaration's own name designates, leaving out the assets renamed away.
     * Asked of every declaration, so the usual case (one holder) builds nothing.
     */
    #held(entry, renamedAway) {
        const group = this.#assets.shared.size > 0 ? this.#assets.shared.get(entry.key) : undefined;
        if (group === undefined) {
            const holder = this.#assets.byKey.get(entry.key);
            return holder !== undefined && !renamedAway(holder) ? holder : undefined;
        }
        const holders = group.filter((holder) => !renamedAway(holder));
        return holders.length > 0 ? pick(entry.asset.name, holders) : undefined;
    }
    /** Else, one an interrupted apply parked away from that name and nothing has claimed. */
    #parked(entry, claims) {
        const parked = parkedFrom(this.#assets, entry.key);
        if (parked.length === 0)
            return undefined;
        return pick(entry.asset.name, parked.filter((asset) => claims.claimantOf(asset) === undefined));
    }
    /** `own`: the asset holds the declaration's own name key. */
    #claim(claims, entry, asset, own) {
        const earlier = claims.claimantOf(asset, own ? entry.key : undefined);
        if (earlier) {
            this.diagnostics.push({
                severity: "error",
                message: `live asset ${this.#describeAsset(asset)} is claimed by two declarations: ${(0,shared_diagnostics/* quote */.hD)(entry.asset.name)} here and ${(0,shared_diagnostics/* quote */.hD)(earlier.asset.name)} at ${(0,shared_diagnostics/* formatLocation */.j$)(earlier.asset.location)}; keep one of them`,
                location: entry.asset.location,
                related: [earlier.asset.location],
            });
            return;
        }
        claims.add(entry, asset, own);
    }
    /** Why a declaration's renamed_from has no effect, when it has none. */
    #renameWarning(entry, found, staleSource, unmatched) {
        const from = entry.asset.renamedFrom;
        if (!from)
            return;
        const oldName = (0,shared_diagnostics/* quote */.hD)(from.value);
        const newName = (0,shared_diagnostics/* quote */.hD)(entry.asset.name);
        if (staleSource && found) {
            this.diagnostics.push({
                severity: "warning",
                message: `renamed_from ${oldName} has no effect: both ${(0,shared_diagnostics/* quote */.hD)(staleSource.name)} (${staleSource.id}) and ${(0,shared_diagnostics/* quote */.hD)(found.name)} (${found.id}) exist, so ${newName} keeps its own record and ${oldName} is not renamed; remove renamed_from once the rename has been applied`,
                location: from.location,
            });
        }
        else if (unmatched) {
            this.diagnostics.push({
                severity: "warning",
                message: found
                    ? `renamed_from ${oldName} is already applied: ${newName} exists (${found.id}) and ${oldName} does not; remove renamed_from`
                    : `renamed_from ${oldName} matches no live asset, so ${newName} will be created as a new asset; correct renamed_from or remove it`,
                location: from.location,
            });
        }
    }
    /** Unclaimed live assets of managed systems: deleted when the document prunes, else listed. */
    #draftDeletes(drafted, claims) {
        // Live lists come grouped by system, so the owner is looked up once per run of one system.
        let systemId;
        let owner;
        const { keys } = this.#assets;
        const assets = this.#live.cyberAssets;
        for (let index = 0; index < assets.length; index += 1) {
            // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- below the length; an index loop, not entries(), on the hot path of 1,000,000 assets
            const asset = assets[index];
            if (asset.cyber_system_id !== systemId) {
                systemId = asset.cyber_system_id;
                owner = this.#managed.get(systemId);
            }
            if (!owner)
                continue;
            if (claims.claimantOf(asset, keys[index]) !== undefined)
                continue;
            if (!owner.document.prune) {
                drafted.unmanaged.push({
                    asset_id: asset.id,
                    asset_type: asset.asset_type,
                    cyber_system: owner.system,
                    name: asset.name,
                });
                continue;
            }
            const origin = this.#assets.parkedOrigins.get(asset.id);
            if (origin !== undefined) {
                this.diagnostics.push({
                    severity: "error",
                    message: `live asset ${this.#describeAsset(asset)} holds the temporary name an interrupted apply gave it while renaming ${(0,shared_diagnostics/* quote */.hD)(origin)}, and no declaration names ${(0,shared_diagnostics/* quote */.hD)(origin)}; it is not deleted: declare it under the name it should have, with renamed_from: ${(0,shared_diagnostics/* quote */.hD)(asset.name)}`,
                    location: owner.document.assetsLocation,
                });
                continue;
            }
            drafted.drafts.push(deleteDraft(asset, owner.system, owner.document.assetsLocation));
        }
    }
    /** The system a live asset is in now, as plans show it. */
    #currentSystem(asset) {
        const id = asset.cyber_system_id;
        let ref = this.#systemRefs.get(id) ?? this.#managed.get(id)?.system;
        if (!ref) {
            const system = this.#index.systems.get(id);
            ref = system ? (0,plan_resolve/* systemRefOf */.kR)(system, this.#index) : { id, name: id, parent: null };
        }
        this.#systemRefs.set(id, ref);
        return ref;
    }
    #describeAsset(asset) {
        return `${(0,shared_diagnostics/* quote */.hD)(asset.name)} (${asset.id}) in cyber system ${(0,plan_resolve/* describeSystem */.nv)(this.#currentSystem(asset))}`;
    }
    #duplicateError(name, duplicates, at) {
        return {
            severity: "error",
            message: `${(0,shared_diagnostics/* quote */.hD)(name)} designates ${duplicates.length} live assets whose names differ at most in case: ${duplicates.map((asset) => this.#describeAsset(asset)).join("; ")}; asset names must be unique regardless of case: remove the duplicates in the service, then plan again`,
            location: at,
        };
    }
}

// EXTERNAL MODULE: ./src/core/review/gate.ts
var gate = __webpack_require__(7821);
;// CONCATENATED MODULE: ./src/core/plan/verify-apply.ts
// Verification after apply: the live assets read once more after the last operation, compared with
// what the plan and its results say they must be. Two applies at once against a service that
// allows duplicate names both reported success and left 80 duplicates; a success that left no
// effect, or an asset another writer changed meanwhile, would otherwise go unnoticed until the
// next plan. Each finding fails the run and goes into the change record.



/**
 * The problems the assets read after the apply (`after`) show, in the managed systems and among
 * the assets the plan touched: operations whose success left no effect, assets changed, removed
 * or added by someone else, and names held twice. Pure: the caller reads `after`.
 */
function verifyApply(plan, before, result, after) {
    const managed = new Set(plan.managed_systems.map((system) => system.id));
    const expected = expectedAssets(plan, before, result, managed);
    const problems = [];
    const afterById = new Map(after.map((asset) => [asset.id, asset]));
    for (const [id, expectation] of expected) {
        const problem = checkAsset(plan, id, expectation, afterById.get(id));
        if (problem !== undefined)
            problems.push(problem);
    }
    const inScope = after.filter((asset) => managed.has(asset.cyber_system_id) || expected.has(asset.id));
    const duplicated = new Set();
    for (const holders of (0,collections/* groupBy */.$z)(inScope, (asset) => (0,shared_names/* nameKey */.Rc)(asset.name)).values()) {
        const [first, second] = holders;
        if (first === undefined || second === undefined)
            continue;
        for (const holder of holders)
            duplicated.add(holder.id);
        problems.push({
            kind: "duplicate",
            message: `the name ${JSON.stringify(first.name)} is held by ${holders.length} assets (${holders.map(describeAsset).join(", ")}); keep one and delete the others, then plan again`,
        });
    }
    for (const asset of inScope) {
        if (expected.has(asset.id) || duplicated.has(asset.id))
            continue;
        problems.push({
            kind: "changed-by-other",
            message: `asset ${describeAsset(asset)} appeared during the apply, not created by it: another writer created it, or a create whose answer was lost landed; plan again to see what it means for the declaration`,
        });
    }
    return problems;
}
/** Each asset the apply was about, as it must be afterwards (operations in plan order). */
function expectedAssets(plan, before, result, managed) {
    const expected = new Map();
    for (const asset of before) {
        if (managed.has(asset.cyber_system_id))
            expected.set(asset.id, present(asset));
    }
    const beforeById = new Map(before.map((asset) => [asset.id, asset]));
    const results = new Map(result.results.map((entry) => [entry.index, entry]));
    for (const [index, operation] of plan.operations.entries()) {
        const outcome = results.get(index);
        const id = operation.action === "create" ? outcome?.asset_id : operation.asset_id;
        if (id === undefined || outcome === undefined)
            continue;
        if (outcome.status === "failed") {
            expected.set(id, { kind: "unknown" });
        }
        else if (outcome.status === "succeeded") {
            const previous = expected.get(id);
            const base = previous?.kind === "present" ? previous.fields : beforeById.get(id);
            expected.set(id, effectOf(operation, index, base));
        }
        else if (!expected.has(id)) {
            const before = beforeById.get(id);
            if (before !== undefined)
                expected.set(id, present(before));
        }
    }
    return expected;
}
function effectOf(operation, index, base) {
    switch (operation.action) {
        case "delete":
            return { kind: "absent", by: index };
        case "create":
            return {
                kind: "present",
                by: index,
                fields: {
                    name: operation.name,
                    cyber_system_id: operation.cyber_system.id,
                    asset_type: operation.asset_type,
                },
            };
        case "update": {
            const { changes } = operation;
            const assetType = changes.asset_type?.to ?? base?.asset_type;
            if (assetType === undefined)
                return { kind: "unknown" };
            return {
                kind: "present",
                by: index,
                fields: {
                    name: changes.name?.to ?? operation.name,
                    cyber_system_id: changes.cyber_system?.to.id ?? operation.cyber_system.id,
                    asset_type: assetType,
                },
            };
        }
    }
}
function checkAsset(plan, id, expectation, found) {
    if (expectation.kind === "unknown")
        return undefined;
    if (expectation.kind === "absent") {
        if (found === undefined)
            return undefined;
        return noEffect(plan, expectation.by, `GET /cyber-assets still lists ${describeAsset(found)}`);
    }
    const want = expectation.fields;
    if (found !== undefined && sameFields(found, want))
        return undefined;
    const now = found === undefined ? "the asset is gone" : `the asset is now ${describeAsset(found)}`;
    if (expectation.by !== undefined)
        return noEffect(plan, expectation.by, now);
    return {
        kind: "changed-by-other",
        message: `asset ${JSON.stringify(want.name)} (${id}) changed during the apply, not by it: ${now}; plan again to see what it means for the declaration`,
    };
}
function noEffect(plan, index, now) {
    const operation = plan.operations[index];
    const described = operation === undefined ? "" : ` (${describeOperation(operation)})`;
    return {
        kind: "no-effect",
        operation: index,
        message: `operation #${(0,plan_model/* operationNumber */.JH)(index)}${described} reported success, but after the apply ${now}; run plan again to see what is left`,
    };
}
/**
 * The results with each operation whose effect is missing marked failed, so that the record claims
 * only what this run did. The problems stay listed in `verification` too.
 */
function withVerification(result, problems) {
    const missing = new Map();
    for (const problem of problems) {
        if (problem.operation !== undefined)
            missing.set(problem.operation, problem.message);
    }
    const results = result.results.map((entry) => {
        const message = missing.get(entry.index);
        if (message === undefined || entry.status !== "succeeded")
            return entry;
        return { ...entry, status: "failed", error: message };
    });
    const summary = { succeeded: 0, failed: 0, skipped: 0 };
    for (const entry of results)
        summary[entry.status]++;
    return { ...result, results, summary, verification: { problems: [...problems] } };
}
function present(asset) {
    return {
        kind: "present",
        fields: {
            name: asset.name,
            cyber_system_id: asset.cyber_system_id,
            asset_type: asset.asset_type,
        },
    };
}
function sameFields(asset, want) {
    return (asset.name === want.name &&
        asset.cyber_system_id === want.cyber_system_id &&
        asset.asset_type === want.asset_type);
}
function describeAsset(asset) {
    return `${JSON.stringify(asset.name)} (${asset.id}, ${asset.asset_type}, in ${asset.cyber_system_id})`;
}
function describeOperation(operation) {
    const target = operation.action === "create" ? "" : ` (${operation.asset_id})`;
    return `${operation.action} ${JSON.stringify(operation.name)}${target}`;
}

// EXTERNAL MODULE: ./src/io/service/api-client.ts + 10 modules
var api_client = __webpack_require__(9156);
// EXTERNAL MODULE: ./src/core/shared/number-setting.ts
var number_setting = __webpack_require__(1477);
// EXTERNAL MODULE: ./src/io/service/api-error.ts
var api_error = __webpack_require__(3663);
;// CONCATENATED MODULE: ./src/io/service/apply-operation.ts


/** Runs the operations of one apply, which share what creates have claimed and the live reads. */
class OperationRunner {
    #client;
    /** Ids a lost create must not adopt: assets the plan already knows, and assets already adopted. */
    #claimed;
    #assets;
    /** Deletes whose asset another writer had deleted already: not claimed as this run's. */
    goneBefore = new Set();
    constructor(plan, client) {
        this.#client = client;
        this.#claimed = new Set(plan.unmanaged.map((asset) => asset.asset_id));
        this.#assets = new AssetReader(client);
        for (const operation of plan.operations) {
            if (operation.action !== "create")
                this.#claimed.add(operation.asset_id);
        }
    }
    /** Carries out one operation; never throws for its failure, which becomes a failed result. */
    async run(index, operation) {
        const counter = { attempts: 0 };
        try {
            switch (operation.action) {
                case "create": {
                    const outcome = await this.#create(operation, counter);
                    return { index, attempts: counter.attempts, ...outcome };
                }
                case "update": {
                    const assetId = await this.#update(operation, counter);
                    return {
                        index,
                        status: "succeeded",
                        asset_id: assetId,
                        attempts: counter.attempts,
                        ...this.#serviceFields(assetId),
                    };
                }
                case "delete": {
                    const outcome = await this.#client.deleteCyberAsset(operation.asset_id, counter);
                    // Succeeded for what depends on it (the name is free), but not this run's doing.
                    if (outcome === "gone-before")
                        this.goneBefore.add(index);
                    return {
                        index,
                        status: "succeeded",
                        asset_id: operation.asset_id,
                        attempts: counter.attempts,
                    };
                }
            }
        }
        catch (error) {
            return { index, status: "failed", error: this.#message(error), attempts: counter.attempts };
        }
    }
    /**
     * A retried PATCH can fail because its earlier attempt landed (a rename then meets its own new
     * name, a 409). After more than one attempt, a failure is checked against the asset itself.
     */
    async #update(operation, counter) {
        const patch = patchOf(operation);
        try {
            return (await this.#client.updateCyberAsset(operation.asset_id, patch, counter)).id;
        }
        catch (error) {
            if (!(error instanceof api_error/* ApiError */.h) || counter.attempts < 2)
                throw error;
            const current = await this.#client
                .getCyberAsset(operation.asset_id, counter)
                .catch(() => undefined);
            if (current === undefined || !hasPatch(current, patch))
                throw error;
            return current.id;
        }
    }
    /**
     * A create that cannot be lost or doubled: after an answer that leaves its fate unknown, the live
     * assets are read and an asset with the same name, system and type that no one else accounts for
     * is adopted; only when none is there is the POST sent again.
     */
    async #create(operation, counter) {
        const body = {
            name: operation.name,
            cyber_system_id: operation.cyber_system.id,
            asset_type: operation.asset_type,
        };
        let unknownFate = false;
        for (let round = 1;; round++) {
            let failure;
            try {
                const asset = await this.#client.createCyberAsset(body, counter);
                this.#claimed.add(asset.id);
                return { status: "succeeded", asset_id: asset.id, ...this.#serviceFields(asset.id) };
            }
            catch (error) {
                if (!(error instanceof api_error/* ApiError */.h))
                    throw error;
                failure = error;
            }
            // A 409 after a lost attempt is most likely that attempt, landed late.
            const mayHaveLanded = failure.ambiguous || (unknownFate && failure.status === 409);
            if (!mayHaveLanded)
                return { status: "failed", error: failure.message };
            unknownFate = true;
            // Give a request the service may still be processing time to finish before looking.
            await this.#client.backoff(round);
            let live;
            try {
                live = await this.#assets.read();
            }
            catch (error) {
                return {
                    status: "failed",
                    error: `${failure.message}; the create may have landed, and reading GET /cyber-assets to find out failed too (${this.#message(error)}); run plan again to see`,
                };
            }
            const landed = live.find((asset) => asset.name === body.name &&
                asset.cyber_system_id === body.cyber_system_id &&
                asset.asset_type === body.asset_type &&
                !this.#claimed.has(asset.id));
            if (landed !== undefined) {
                this.#claimed.add(landed.id);
                return {
                    status: "succeeded",
                    asset_id: landed.id,
                    adopted: true,
                    ...this.#serviceFields(landed.id),
                };
            }
            if (round >= this.#client.maxAttempts) {
                return {
                    status: "failed",
                    error: `${failure.message}; GET /cyber-assets shows it did not land; gave up after ${round} attempts`,
                };
            }
        }
    }
    /** The asset's extra fields as the client last read them, for the change record to echo. */
    #serviceFields(assetId) {
        const fields = this.#client.serviceFieldsOf(assetId);
        return fields === undefined ? {} : { service_fields: fields };
    }
    #message(error) {
        return this.#client.redact((0,errors/* errorMessage */.g)(error));
    }
}
/**
 * Reads the live assets for creates whose fate is unknown. Callers that ask while a read is
 * still to be sent share it; a read already sent may predate a caller's failure, so a later
 * caller waits for the next one. One list serves many lost creates.
 */
class AssetReader {
    #client;
    #pending;
    #previous = Promise.resolve();
    constructor(client) {
        this.#client = client;
    }
    read() {
        if (this.#pending !== undefined)
            return this.#pending;
        const read = this.#previous.then(() => {
            this.#pending = undefined;
            return this.#client.listCyberAssets();
        });
        this.#pending = read;
        this.#previous = read.catch(() => undefined);
        return read;
    }
}
function patchOf(operation) {
    const patch = {};
    const { changes } = operation;
    if (changes.name)
        patch.name = changes.name.to;
    if (changes.cyber_system)
        patch.cyber_system_id = changes.cyber_system.to.id;
    if (changes.asset_type)
        patch.asset_type = changes.asset_type.to;
    return patch;
}
function hasPatch(asset, patch) {
    return ((patch.name === undefined || asset.name === patch.name) &&
        (patch.cyber_system_id === undefined || asset.cyber_system_id === patch.cyber_system_id) &&
        (patch.asset_type === undefined || asset.asset_type === patch.asset_type));
}

;// CONCATENATED MODULE: ./src/io/service/apply.ts
// Executes a reviewed plan against the service: operations run as soon as everything they depend
// on has succeeded, a bounded number at a time; a failure skips only what depends on it. Never
// throws for an operation's failure: every operation gets a result, so a re-run converges. This
// module schedules; apply-operation.ts carries out each operation.



/** Why a delete is not claimed: its asset was gone before this run's DELETE reached it. */
const GONE_BEFORE = "not done by this run: the first DELETE answered 404 and GET confirms the asset is gone, so another writer deleted it during this apply";
/** The error of an operation skipped because the apply was stopped before it. */
const NOT_STARTED = "not started: the apply was stopped before this operation; plan and apply again to make it";
/** The error of an operation the apply deadline left unstarted. */
const NOT_ATTEMPTED = "not attempted: the deadline of the apply (--deadline, Action input deadline) passed before it could start; run apply again to finish";
async function applyPlan(plan, client, options = {}) {
    const startedAt = new Date().toISOString();
    const concurrency = Math.max(1, Math.floor(options.concurrency ?? number_setting/* SHARED_NUMBER_SETTINGS */.io.concurrency.default));
    const executor = new Executor(plan, client, concurrency, options);
    const results = await executor.run();
    const summary = { succeeded: 0, failed: 0, skipped: 0 };
    for (const result of results)
        summary[result.status]++;
    return {
        fingerprint: plan.fingerprint,
        started_at: startedAt,
        finished_at: new Date().toISOString(),
        results,
        summary,
        ...(executor.notStarted > 0 ? { interrupted: { not_started: executor.notStarted } } : {}),
    };
}
class Executor {
    #operations;
    #concurrency;
    #onOperation;
    #deadlineAt;
    /** Operations started, so that the deadline leaves them to finish. */
    #started;
    #results;
    /** Unfinished dependencies of each operation. */
    #waitingOn;
    #dependents;
    #ready = [];
    #readyHead = 0;
    #running = 0;
    #finished = 0;
    #done = () => { };
    #abort = () => { };
    /** For a skipped operation: the failed operation that caused the skip. */
    #rootCause = new Map();
    #runner;
    #stop;
    /** Operations skipped because the stop came before they started. */
    notStarted = 0;
    constructor(plan, client, concurrency, options) {
        this.#operations = plan.operations;
        this.#concurrency = concurrency;
        this.#onOperation = options.onOperation;
        this.#stop = options.stop;
        this.#deadlineAt = options.deadlineAt ?? Number.POSITIVE_INFINITY;
        const count = plan.operations.length;
        this.#started = new Array(count).fill(false);
        this.#results = new Array(count).fill(undefined);
        this.#waitingOn = new Array(count).fill(0);
        this.#dependents = Array.from({ length: count }, () => []);
        this.#runner = new OperationRunner(plan, client);
    }
    /** The plan's operation `index`: results and the ready queue only ever hold the plan's indexes. */
    #operation(index) {
        const operation = this.#operations[index];
        if (operation === undefined)
            throw new RangeError(`the plan has no operation ${index}`);
        return operation;
    }
    run() {
        const finishedAll = new Promise((resolve, reject) => {
            this.#done = resolve;
            this.#abort = reject;
        });
        const malformed = [];
        for (const [index, operation] of this.#operations.entries()) {
            const dependencies = new Set(operation.depends_on);
            // Only earlier operations: the graph is then acyclic and every operation gets to run.
            const unknown = [...dependencies].find((dependency) => !Number.isInteger(dependency) || dependency < 0 || dependency >= index);
            if (unknown !== undefined) {
                malformed.push({
                    index,
                    status: "failed",
                    error: `depends_on names operation ${unknown}, which is not an earlier operation of this plan; plan again`,
                    attempts: 0,
                });
                continue;
            }
            this.#waitingOn[index] = dependencies.size;
            for (const dependency of dependencies)
                this.#dependents[dependency]?.push(index);
        }
        // Recorded once the graph is complete, so that their dependents are skipped.
        for (const result of malformed)
            this.#record(result);
        for (const [index] of this.#operations.entries()) {
            if (this.#results[index] === undefined && this.#waitingOn[index] === 0) {
                this.#ready.push(index);
            }
        }
        this.#stop?.addEventListener("abort", () => {
            this.#leaveUnstarted(NOT_STARTED);
            this.#checkFinished();
        }, { once: true });
        this.#pump();
        this.#checkFinished();
        return finishedAll.then(() => this.#results.map((result) => this.#runner.goneBefore.has(result.index)
            ? { ...result, status: "skipped", error: GONE_BEFORE }
            : result));
    }
    /** Starts ready operations up to the concurrency limit, none once the deadline has passed. */
    #pump() {
        if (this.#stop?.aborted) {
            this.#leaveUnstarted(NOT_STARTED);
            return;
        }
        if (Date.now() >= this.#deadlineAt) {
            this.#leaveUnstarted(NOT_ATTEMPTED);
            return;
        }
        for (let index = this.#ready[this.#readyHead]; this.#running < this.#concurrency && index !== undefined; index = this.#ready[this.#readyHead]) {
            this.#readyHead++;
            this.#started[index] = true;
            this.#running++;
            // Only onOperation can throw here; it ends the run rather than leaving it hanging.
            this.#runner
                .run(index, this.#operation(index))
                .then((result) => {
                this.#running--;
                this.#record(result);
                this.#pump();
                this.#checkFinished();
            })
                .catch(this.#abort);
        }
    }
    /**
     * Records every operation not started as skipped, not started (a stop) or not attempted (the
     * deadline). Last first: an operation's dependents
     * come after it, so each gets this result rather than "depends on an operation that failed".
     */
    #leaveUnstarted(error) {
        for (let index = this.#operations.length - 1; index >= 0; index--) {
            if (this.#started[index] || this.#results[index] !== undefined)
                continue;
            if (error === NOT_STARTED)
                this.notStarted++;
            this.#record({ index, status: "skipped", error, attempts: 0 });
        }
    }
    #checkFinished() {
        if (this.#finished === this.#operations.length)
            this.#done();
    }
    /** Records a final result and releases, or skips, what depends on it. */
    #record(result) {
        // A stack rather than recursion: a long chain of skips must not exhaust the call stack.
        const pending = [result];
        for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
            if (this.#results[next.index] !== undefined)
                continue;
            this.#results[next.index] = next;
            this.#finished++;
            this.#onOperation?.(next, this.#operation(next.index));
            const dependents = this.#dependents[next.index] ?? [];
            if (next.status === "succeeded") {
                for (const dependent of dependents) {
                    this.#waitingOn[dependent] = (this.#waitingOn[dependent] ?? 0) - 1;
                    if (this.#waitingOn[dependent] === 0 && this.#results[dependent] === undefined) {
                        this.#ready.push(dependent);
                    }
                }
                continue;
            }
            const cause = this.#rootCause.get(next.index) ?? next.index;
            for (const dependent of dependents) {
                if (this.#results[dependent] !== undefined)
                    continue;
                this.#rootCause.set(dependent, cause);
                pending.push({
                    index: dependent,
                    status: "skipped",
                    error: `skipped: depends on operation #${(0,plan_model/* operationNumber */.JH)(cause)} (${describe(this.#operation(cause))}), which failed`,
                    attempts: 0,
                });
            }
        }
    }
}
function describe(operation) {
    switch (operation.action) {
        case "create":
            return `create ${operation.asset_type} "${operation.name}" in "${operation.cyber_system.name}"`;
        case "update":
            return `${operation.kinds.join("+") || "update"} "${operation.name}" (${operation.asset_id})`;
        case "delete":
            return `delete "${operation.name}" (${operation.asset_id}) from "${operation.cyber_system.name}"`;
    }
}

// EXTERNAL MODULE: ./src/io/checkout/inventory-files.ts + 2 modules
var inventory_files = __webpack_require__(1857);
// EXTERNAL MODULE: ./src/core/sources/parse-sources.ts + 1 modules
var parse_sources = __webpack_require__(4650);
// EXTERNAL MODULE: ./src/core/sources/owned-systems.ts
var owned_systems = __webpack_require__(992);
;// CONCATENATED MODULE: ./src/core/sources/ownership.ts





/**
 * What the sources file (`parsed`, undefined when there is none) gets wrong: its own problems when
 * it has errors, else the hand-written documents for the systems its sources own.
 */
function ownership_sourcesFileProblems(parsed, documents, fileInRoot) {
    if (parsed === undefined)
        return [];
    if ((0,shared_diagnostics/* hasErrors */.Cs)(parsed.diagnostics))
        return parsed.diagnostics;
    return handWrittenDocuments(parsed.sources, documents, fileInRoot);
}
/**
 * Documents for a system a source owns that are not in the source's directory. `fileInRoot` gives
 * a document's file relative to the repository root, as `out` is written.
 */
function handWrittenDocuments(sources, documents, fileInRoot) {
    const owners = new Map();
    for (const source of sources) {
        source.definition.systems.forEach((system, index) => owners.set((0,shared_names/* nameKey */.Rc)((0,owned_systems/* ownedSystem */.j_)(system).label), { source, index }));
    }
    return documents.flatMap((document) => {
        const label = (0,owned_systems/* documentLabels */.bK)(document).find((text) => owners.has((0,shared_names/* nameKey */.Rc)(text)));
        const owner = label === undefined ? undefined : owners.get((0,shared_names/* nameKey */.Rc)(label));
        if (owner === undefined)
            return [];
        const directory = (0,parse_sources/* directoryOf */.j)(owner.source.definition.out);
        if (fileInRoot(document.location.file).startsWith(directory))
            return [];
        // systemLocations has a location per system, and owner.index is a system's.
        const declared = (0,collections/* itemOrThrow */.Tp)(owner.source.systemLocations, owner.index, "a source's systems");
        return [
            {
                severity: "error",
                message: `cyber system ${(0,shared_diagnostics/* quote */.hD)(document.cyberSystem.value)} is owned by source ${(0,shared_diagnostics/* quote */.hD)(owner.source.definition.name)} (${(0,shared_diagnostics/* formatLocation */.j$)(declared)}), which generates its document into ${directory}: remove this hand-written document; the source decides which assets exist (change the source), and the facts people declare (impact, owners, classes, baselines) go into the generated document, whose every sync keeps them (or take the system out of the source's systems)`,
                location: document.cyberSystem.location,
                related: [declared],
            },
        ];
    });
}
/**
 * With the service's inventory (validate when it can reach the service): each system a source
 * owns that the service does not have and no document declares, an error: no plan could create
 * it. Where it stands for a system the service has whose document is still in the source's `out`
 * (a mistyped one), the error says that the next sync would remove that document, and its plan
 * delete the system's assets.
 */
function ownership_ownedSystemsAgainstService(parsed, documents, live, fileInRoot) {
    if (parsed === undefined || (0,shared_diagnostics/* hasErrors */.Cs)(parsed.diagnostics))
        return [];
    const liveLabels = liveSystemLabels(live);
    const known = new Set([...liveLabels.keys(), ...documents.flatMap(owned_systems/* documentLabels */.bK)].map(shared_names/* nameKey */.Rc));
    const owned = new Set(parsed.sources.flatMap((source) => source.definition.systems.map((system) => (0,shared_names/* nameKey */.Rc)((0,owned_systems/* ownedSystem */.j_)(system).label))));
    return parsed.sources.flatMap((source) => source.definition.systems.flatMap((system, index) => {
        const { label } = (0,owned_systems/* ownedSystem */.j_)(system);
        if (known.has((0,shared_names/* nameKey */.Rc)(label)))
            return [];
        const location = (0,collections/* itemOrThrow */.Tp)(source.systemLocations, index, "a source's systems");
        const named = `cyber system ${(0,shared_diagnostics/* quote */.hD)(label)} of source ${(0,shared_diagnostics/* quote */.hD)(source.definition.name)}`;
        const [meant] = (0,shared_names/* closestNames */.g9)(label, [...new Set(liveLabels.values())], 1);
        const directory = (0,parse_sources/* directoryOf */.j)(source.definition.out);
        const left = meant === undefined || owned.has((0,shared_names/* nameKey */.Rc)(meant))
            ? undefined
            : documents.find((document) => fileInRoot(document.location.file).startsWith(directory) &&
                (0,owned_systems/* documentLabels */.bK)(document).some((text) => (0,shared_names/* nameKey */.Rc)(text) === (0,shared_names/* nameKey */.Rc)(meant)));
        // The service's cyber systems are read-only to an API key: no plan can create one, so a
        // system it lacks would leave every sync's pull request refused at its document.
        if (meant === undefined || left === undefined) {
            return [
                {
                    severity: "error",
                    message: `${named} is not in the service, and no document declares it${meant === undefined ? "." : `: did you mean ${(0,shared_diagnostics/* quote */.hD)(meant)}?`} The service's cyber systems cannot be created with an API key, so no plan could apply the document its sync would write; correct the name to a system the service has, or have the system created in the service first`,
                    location,
                },
            ];
        }
        return [
            {
                severity: "error",
                message: `${named} is no cyber system of the service, and no document declares it: did you mean ${(0,shared_diagnostics/* quote */.hD)(meant)}? The service has ${(0,shared_diagnostics/* quote */.hD)(meant)}, whose document ${fileInRoot(left.location.file)} is in the source's out but no longer in its systems, so the next sync would remove that file and the plan delete its assets; correct the name, or, to take ${(0,shared_diagnostics/* quote */.hD)(meant)} out of the source, remove or move that file in the same change`,
                location,
                related: [left.cyberSystem.location],
            },
        ];
    }));
}
/**
 * Each live system's labels, as `systems` may name it, to the label a message shows: its name,
 * its id, and its parent's name or id with its name ("Substation Alpha/Protection System").
 */
function liveSystemLabels(live) {
    const parents = new Map([...live.facilities, ...live.controlCenters].map((parent) => [parent.id, parent.name]));
    const labels = new Map();
    for (const system of live.cyberSystems) {
        const parentId = system.facility_id ?? system.control_center_id ?? undefined;
        const parentName = parentId === undefined ? undefined : parents.get(parentId);
        const shown = parentName === undefined ? system.name : `${parentName}/${system.name}`;
        labels.set(system.name, system.name);
        labels.set(system.id, system.name);
        if (parentName !== undefined)
            labels.set(shown, shown);
        if (parentId !== undefined)
            labels.set(`${parentId}/${system.name}`, shown);
    }
    return labels;
}

// EXTERNAL MODULE: ./src/io/sources/sources-file.ts
var sources_file = __webpack_require__(2822);
;// CONCATENATED MODULE: ./src/engine/source-ownership.ts




/**
 * The inventory files at `source` (or those `loaded` read already), with the sources file's
 * problems added when `sources` is given: the Action's plan and validate read cip-sources.yaml
 * when present, as the CLI's validate does. Both files are read, once, before either is judged.
 */
async function loadOwnedInventory(source, sources, loaded) {
    const files = await (loaded?.() ?? (0,inventory_files/* loadInventory */.pl)(source));
    if (sources === undefined)
        return files;
    const read = { parsed: await (0,sources_file/* loadSourcesFile */.r)(sources), fileInRoot: (0,sources_file/* fileInRootOf */.V)(sources) };
    const problems = ownership_sourcesFileProblems(read.parsed, files.documents, read.fileInRoot);
    if (problems.length === 0)
        return { ...files, sources: read };
    return {
        ...files,
        sources: read,
        diagnostics: [...files.diagnostics, ...problems].sort(shared_diagnostics/* compareDiagnostics */.oV),
    };
}
/**
 * The sources file at `location` read, and its problems and the hand-written documents judged;
 * with the service's inventory (`live`, when validate could read it), the systems each source
 * owns resolved against it too; and whether there was one to read.
 */
async function sourceOwnershipProblems(location, documents, live) {
    const parsed = await loadSourcesFile(location);
    const fileInRoot = fileInRootOf(location);
    return {
        diagnostics: [
            ...sourcesFileProblems(parsed, documents, fileInRoot),
            ...(live === undefined
                ? []
                : ownedSystemsAgainstService(parsed, documents, live, fileInRoot)),
        ],
        read: parsed !== undefined,
    };
}
/**
 * The systems the sources file read with `loaded` owns, resolved against the service's inventory:
 * none without a sources file.
 */
function ownedSystemsInService(loaded, live) {
    const { sources } = loaded;
    if (sources === undefined)
        return [];
    return ownership_ownedSystemsAgainstService(sources.parsed, loaded.documents, live, sources.fileInRoot);
}

;// CONCATENATED MODULE: ./src/core/plan/saved/declared-digest.ts


/**
 * "sha256:<hex>" over the canonical JSON of each document's system, parent, prune and assets
 * (name, type, renamed_from, class), in file order. Where each is written is left out: moving or
 * reformatting lines changes no plan, so it is no change of the files here either.
 *
 * Each object is built with its keys already in code-point order, undefined fields left for
 * `JSON.stringify` to drop, and hashed a document at a time: the text is the canonical JSON of the
 * whole list (a saved plan's digest must stay comparable), without holding a copy of every
 * declaration and the whole text at once (at 100,000 assets that copy took 160 ms of the plan).
 */
function declaredDigest(documents) {
    return `sha256:${(0,sha256/* sha256HexOfParts */.wz)(declaredJsonParts(documents))}`;
}
function* declaredJsonParts(documents) {
    yield "[";
    for (const [index, document] of documents.entries()) {
        if (index > 0)
            yield ",";
        yield JSON.stringify({
            assets: document.assets.map((asset) => ({
                class: asset.class?.value,
                name: asset.name,
                renamed_from: asset.renamedFrom?.value,
                type: asset.type,
            })),
            control_center: document.controlCenter?.value,
            cyber_system: document.cyberSystem.value,
            facility: document.facility?.value,
            prune: document.prune,
        });
    }
    yield "]";
}
/**
 * Why the plan now is not the reviewed one, from what the two plans record: the baselines it
 * declares (which no service operation shows), and for the operations, the files' declarations
 * (`inputs.declared`) when both plans carry them: the same declarations make different operations
 * a change of the live inventory. Without the reviewed plan, or its declarations (an older plan),
 * the two cannot be told apart, and it says so.
 */
function whyPlanChanged(reviewed, now) {
    const baselines = reviewed === undefined ? [] : changedBaselines(reviewed.baselines, now.baselines);
    const operations = reviewed === undefined ||
        fingerprintPlan(reviewed.operations, undefined) !== fingerprintPlan(now.operations, undefined);
    const before = reviewed?.inputs?.declared;
    const after = now.inputs?.declared;
    const parts = [
        ...(baselines.length === 0 ? [] : [`the baselines of ${baselines.join(", ")}`]),
        ...(!operations
            ? []
            : before === undefined || after === undefined
                ? ["the inventory files or the live inventory"]
                : before === after
                    ? ["the live inventory"]
                    : ["the assets the inventory files declare"]),
    ];
    return `${parts.join(", and ")}${parts.length === 1 ? "" : ","} changed`;
}

// EXTERNAL MODULE: ./src/core/plan/baseline-deviations.ts
var baseline_deviations = __webpack_require__(9029);
;// CONCATENATED MODULE: ./src/core/plan/renames/file-renames.ts
// Where a possible rename was made, where the base tells: the planner pairs a delete of a live
// asset with a create of a declared one in the same system (possible-renames.ts), which reads as
// a rename made in the service; but when the base (`--base`, the pull request's base) declared the
// live name in that system and no document declares it now, the rename was made in the file,
// without `renamed_from`, and the plan says so. A system is the live one a document binds to, at
// the base as now (resolve.ts bindBase), never its name alone, which another facility may share. Pure.

/**
 * `operations`, each possible rename that the base shows made in a file marked with that file;
 * the same operations (never copied) where none is. `base`: the base's documents bound to the live
 * systems they declared (resolve.ts bindBase).
 */
function withFileRenames(operations, base, resolved) {
    const now = declaredNames(resolved);
    const before = declaredNames(base);
    let marked = false;
    const result = operations.map((operation) => {
        if (operation.action === "update")
            return operation;
        const rename = operation.possible_rename;
        // A delete that could not be paired one to one is marked too: whichever name it became, the
        // file dropped the live name.
        if (rename === undefined)
            return operation;
        const key = `${operation.cyber_system.id}/${(0,shared_names/* nameKey */.Rc)(rename.live)}`;
        const file = before.get(key);
        if (file === undefined || now.has(key))
            return operation;
        marked = true;
        return { ...operation, possible_rename: { ...rename, renamed_in_file: file } };
    });
    return marked ? result : operations;
}
/** "system id/asset name key" -> the file that declares it. */
function declaredNames(documents) {
    const names = new Map();
    for (const { document, system } of documents)
        for (const asset of document.assets)
            names.set(`${system.id}/${(0,shared_names/* nameKey */.Rc)(asset.name)}`, document.location.file);
    return names;
}

;// CONCATENATED MODULE: ./src/core/plan/released/released-systems.ts

/**
 * The systems a document at the base declared, that no document declares now, and that hold live
 * assets: in the order of their base files. `base` is the base's documents bound to the live
 * systems they declared (resolve.ts bindBase): by id, or by name and the facility or control center
 * the document names, never by a name another facility's system may share.
 */
function releasedSystems(base, resolved, live) {
    const declared = new Set(resolved.map(({ system }) => system.id));
    const assets = new Map();
    for (const asset of live.cyberAssets)
        assets.set(asset.cyber_system_id, (assets.get(asset.cyber_system_id) ?? 0) + 1);
    const released = new Map();
    for (const { document, system } of base) {
        if (declared.has(system.id) || released.has(system.id))
            continue;
        const count = assets.get(system.id) ?? 0;
        if (count === 0)
            continue;
        released.set(system.id, {
            cyber_system: { id: system.id, name: system.name },
            file: document.location.file,
            live_assets: count,
        });
    }
    return [...released.values()].sort((a, b) => (0,shared_names/* compareCodePoints */.OP)(a.file, b.file) || (0,shared_names/* compareCodePoints */.OP)(a.cyber_system.id, b.cyber_system.id));
}

;// CONCATENATED MODULE: ./src/core/plan/released/rerated-systems.ts
/**
 * The systems of `resolved` (the head's documents) whose declared impact differs from that of the
 * base's document bound to the same live system (`base`, bindBase), in head order. A system the
 * base did not declare is new, not re-rated.
 */
function reratedSystems(base, resolved) {
    const was = new Map(base.map(({ system }) => [system.id, system.impact]));
    return resolved.flatMap(({ document, system }) => {
        if (!was.has(system.id))
            return [];
        const before = was.get(system.id);
        if (before === system.impact)
            return [];
        const location = document.impact?.location;
        return [
            {
                system,
                ...(before === undefined ? {} : { was: before }),
                ...(location === undefined ? {} : { location }),
            },
        ];
    });
}

;// CONCATENATED MODULE: ./src/engine/at-base.ts





/**
 * Read where the route has a base, even when no baseline is declared (`existing`, when the plan
 * read it already); none without a base. A base file the patterns do not name is not planned
 * (a plan of some paths), so what it declares is not taken for removed. Read before the reviewed
 * files are judged: a family's reminders ask which systems the change re-rates.
 */
async function fromBase(settings, existing, { resolved }, live, { plan: { operations } }) {
    const base = existing ?? (await settings.existingBaselines?.());
    if (base === undefined || "notCompared" in base)
        return { released: [], operations, rerated: [] };
    const { matches } = (0,inventory_files/* inventoryPatternsAt */.J4)(settings.source.patterns, settings.source.cwd);
    const named = (0,plan_resolve/* bindBase */.Zj)(base.documents.filter((document) => matches(document.location.file)), live);
    return {
        released: releasedSystems(named, resolved, live),
        operations: withFileRenames(operations, named, resolved),
        rerated: reratedSystems(named, resolved),
    };
}

// EXTERNAL MODULE: ./src/core/patches/plan-sources.ts
var plan_sources = __webpack_require__(3192);
// EXTERNAL MODULE: ./src/core/shared/calendar.ts
var calendar = __webpack_require__(8291);
// EXTERNAL MODULE: ./src/core/shared/wording.ts
var wording = __webpack_require__(2205);
// EXTERNAL MODULE: ./src/core/inventory/baselines/requirements.ts + 2 modules
var requirements = __webpack_require__(7178);
// EXTERNAL MODULE: ./src/core/patches/patch-files.ts
var patch_files = __webpack_require__(3146);
;// CONCATENATED MODULE: ./src/core/patches/patch-references.ts







/** The dates that say something happened, each with what to write instead of a later day. */
const PAST_DATES = {
    released: "the day the source released the patch",
    releases_since: "the first release day the evaluation covers, no later than today",
    event_occurred_on: "the day the event occurred, once it did",
    implemented_on: "the day the plan was implemented, once it was",
};
/**
 * Each dangling reference and each date after today, as an error at its place; and each evaluated
 * patch whose item only systems CIP-007 R2 does not reach hold, as a warning.
 */
function patchReferenceProblems(inputs) {
    const known = knownNames(inputs);
    return inputs.references.flatMap((reference) => {
        const message = problemOf(reference, known, inputs);
        if (message !== undefined)
            return [{ severity: "error", location: reference.at, message }];
        if (reference.kind !== "item")
            return [];
        const held = known.unreached.get((0,patch_files/* itemKey */.Dh)(reference.item));
        return held === undefined
            ? []
            : [
                {
                    severity: "warning",
                    location: reference.at,
                    message: `patch ${(0,shared_diagnostics/* quote */.hD)(reference.patch)} patches ${(0,patch_files/* itemText */.rv)(reference.item)}, which only the baselines of ${held.map(shared_diagnostics/* quote */.hD).join(", ")} hold, whose documents declare impact: low: CIP-007 R2 applies to ${(0,wording/* listOf */.c3)(R2_IMPACTS)} impact BES Cyber Systems and their associated EACMS, PACS and PCA; this evaluation of it closes nothing`,
                },
            ];
    });
}
/** The ratings CIP-007 R2 reaches: its rows' Applicable Systems. */
const R2_IMPACTS = (0,requirements/* impactsOf */.ZU)(["CIP-007 R2.1", "CIP-007 R2.2", "CIP-007 R2.3"]);
function knownNames(inputs) {
    const items = new Map();
    const add = (item) => items.set((0,patch_files/* itemKey */.Dh)(item), item.name);
    for (const source of inputs.sources?.sources ?? [])
        source.covers.forEach(add);
    const holders = new Map();
    for (const document of inputs.documents) {
        const reached = R2_IMPACTS.includes(document.impact?.value ?? "high");
        for (const asset of document.assets) {
            const held = (0,baseline_items/* patchedItemsOf */.L$)(asset.baseline?.content ?? {});
            for (const kind of patch_files/* PATCHED_ITEMS */.Rp)
                for (const { name } of held[kind]) {
                    add({ kind, name });
                    const key = (0,patch_files/* itemKey */.Dh)({ kind, name });
                    const found = holders.get(key) ?? { reached: false, systems: new Set() };
                    found.reached ||= reached;
                    found.systems.add(document.cyberSystem.value);
                    holders.set(key, found);
                }
        }
    }
    const patches = new Map();
    for (const evaluation of inputs.evaluations)
        for (const patch of evaluation.patches)
            patches.set((0,patch_files/* patchKey */.kP)(patch.id), patch.id);
    return {
        items,
        unreached: new Map([...holders].flatMap(([key, { reached, systems }]) => reached ? [] : [[key, [...systems].sort(shared_names/* compareCodePoints */.OP)]])),
        sources: (inputs.sources?.sources ?? []).map((source) => source.id),
        patches,
    };
}
function problemOf(reference, known, inputs) {
    switch (reference.kind) {
        case "item": {
            if (known.items.has((0,patch_files/* itemKey */.Dh)(reference.item)))
                return undefined;
            const sameKind = [...known.items]
                .filter(([key]) => key.startsWith(`${reference.item.kind}\u0000`))
                .map(([, name]) => name);
            return `patch ${(0,shared_diagnostics/* quote */.hD)(reference.patch)} patches ${(0,patch_files/* itemText */.rv)(reference.item)}, which no source in ${patch_files/* PATCH_SOURCES_FILE */.DK} covers and no baseline holds; ${meant(reference.item.name, sameKind, "name the item as the asset's baseline writes it")}`;
        }
        case "source":
            if (inputs.sources === undefined)
                return `source ${(0,shared_diagnostics/* quote */.hD)(reference.id)} is not a source of ${patch_files/* PATCH_SOURCES_FILE */.DK}, which this checkout does not have; add the file with the source and the items it covers`;
            if (known.sources.includes(reference.id))
                return undefined;
            return `source ${(0,shared_diagnostics/* quote */.hD)(reference.id)} is not a source of ${patch_files/* PATCH_SOURCES_FILE */.DK}; ${meant(reference.id, known.sources, "evaluate a source the file lists, or add the source to it")}`;
        case "patch":
            if (known.patches.has((0,patch_files/* patchKey */.kP)(reference.id)))
                return undefined;
            return `plan ${(0,shared_diagnostics/* quote */.hD)(reference.plan)} names patch ${(0,shared_diagnostics/* quote */.hD)(reference.id)}, which no evaluation under ${patch_files/* EVALUATIONS_FOLDER */.nH}/ lists; ${meant(reference.id, known.patches.values(), "name each patch as its evaluation does")}`;
        case "date": {
            const hint = PAST_DATES[reference.label];
            const later = hint && (0,calendar/* afterTodayWords */.P_)(reference.date, inputs.now);
            return later && `${reference.label} ${reference.date} is ${later}: write ${hint}`;
        }
        case "cyber-system":
        case "asset":
            return undefined;
    }
}
/** "did you mean X? Otherwise FIX" with the closest of `names`, or only the fix. */
function meant(wanted, names, fix) {
    const [closest] = (0,shared_names/* closestNames */.g9)(wanted, names, 1);
    return closest === undefined ? fix : `did you mean ${(0,shared_diagnostics/* quote */.hD)(closest)}? Otherwise ${fix}`;
}

;// CONCATENATED MODULE: ./src/core/assessments/assessment-references.ts
// The cyber systems and assets a vulnerability assessment file names, resolved at review against
// the inventory, as a patch file's names are (core/patches/patch-references.ts): an assessment
// covers "the applicable Cyber Assets it names" (CIP-010-4 R3.1's Applicable Systems are "High
// Impact BES Cyber Systems and their associated: 1. EACMS; 2. PACS; and 3. PCA"), and the ledger
// matches them by name, so a misspelt system or asset would cover nothing while the file read as
// evidence. Each name that is no system's `cyber_system:` (or no asset of the systems the file
// names) is an error at its file:line:column, with the nearest names (did you mean), and one that
// only looks like another (a Cyrillic letter in a Latin name) says so (the look-alike check of
// core/inventory/document/lookalike.ts). The asset a like replacement names is not resolved: the
// same change may retire it. Pure.





/** Each cyber system or asset a file names that the inventory does not hold, as an error. */
function assessmentReferenceProblems(references, documents) {
    const systems = documents.map((document) => document.cyberSystem.value);
    const declared = new Set(systems.map(shared_names/* nameKey */.Rc));
    const problems = [];
    for (const reference of references) {
        if (reference.kind !== "cyber-system" && reference.kind !== "asset")
            continue;
        // An asset of systems none of which is declared: the system's own error says what to fix.
        if (reference.kind === "asset" &&
            !reference.systems.some((name) => declared.has((0,shared_names/* nameKey */.Rc)(name))))
            continue;
        const message = reference.kind === "cyber-system"
            ? unknownName(reference.name, systems, {
                what: `${reference.field} names cyber system`,
                none: "no document of the inventory declares it (cyber_system:)",
                fix: "write the system as its document's cyber_system: names it",
            })
            : unknownName(reference.name, assetsOf(documents, reference.systems), {
                what: `${reference.field} names asset`,
                none: `it is no asset of ${reference.systems.map(shared_diagnostics/* quote */.hD).join(", ")} in the inventory`,
                fix: "write the asset as its system's document names it, or name its system in systems:",
            });
        if (message !== undefined)
            problems.push({ severity: "error", location: reference.at, message });
        else if (reference.kind === "cyber-system")
            problems.push(...unreached(reference, documents));
    }
    return problems;
}
/** The ratings CIP-010 R3 reaches: its rows' Applicable Systems. */
const R3_IMPACTS = (0,requirements/* impactsOf */.ZU)(["CIP-010 R3.1", "CIP-010 R3.2", "CIP-010 R3.3"]);
/**
 * A warning at a system the file names whose document declares an impact R3 does not reach (low):
 * the file is read and merged as it is, and closes nothing for it (never refused: an entity may
 * assess beyond the standard). An unrated system is judged as High, so it is reached.
 */
function unreached(reference, documents) {
    const document = documents.find((found) => (0,shared_names/* nameKey */.Rc)(found.cyberSystem.value) === (0,shared_names/* nameKey */.Rc)(reference.name));
    const impact = document?.impact?.value;
    if (impact === undefined || R3_IMPACTS.includes(impact))
        return [];
    return [
        {
            severity: "warning",
            location: reference.at,
            message: `${reference.field} names cyber system ${(0,shared_diagnostics/* quote */.hD)(reference.name)}, whose document declares impact: ${impact}: CIP-010 R3 applies to ${(0,wording/* listOf */.c3)(R3_IMPACTS)} impact BES Cyber Systems and their associated EACMS, PACS and PCA; this file closes nothing for it`,
        },
    ];
}
/** The assets of the documents declaring `systems` (by name key), software records aside. */
function assetsOf(documents, systems) {
    const keys = new Set(systems.map(shared_names/* nameKey */.Rc));
    return documents
        .filter((document) => keys.has((0,shared_names/* nameKey */.Rc)(document.cyberSystem.value)))
        .flatMap((document) => document.assets.filter((asset) => asset.type !== "software"))
        .map((asset) => asset.name);
}
/** Why `name` is none of `names` (case and Unicode form ignored), with the nearest; or undefined. */
function unknownName(name, names, words) {
    if (names.some((known) => (0,shared_names/* nameKey */.Rc)(known) === (0,shared_names/* nameKey */.Rc)(name)))
        return undefined;
    const lookalike = names.find((known) => nameSkeleton(known) === nameSkeleton(name));
    const [closest] = lookalike === undefined ? (0,shared_names/* closestNames */.g9)(name, names, 1) : [lookalike];
    const start = `${words.what} ${(0,shared_diagnostics/* quote */.hD)(name)}, but ${words.none}`;
    if (closest === undefined)
        return `${start}; ${words.fix}`;
    const looks = lookalike === undefined ? "" : ` (it is written ${spelledOut(name)}: it only looks like it)`;
    return `${start}; did you mean ${(0,shared_diagnostics/* quote */.hD)(closest)}?${looks} Otherwise ${words.fix}`;
}

// EXTERNAL MODULE: ./src/core/assessments/commissioning-assessments.ts
var commissioning_assessments = __webpack_require__(366);
;// CONCATENATED MODULE: ./src/engine/patch-sources.ts






/**
 * The plan's patch checks, when the route asked for them (`patchSources`): `resolved` holds every
 * document the plan loaded, each bound to its live system, which the base's documents are bound
 * to as well to tell what the change does to an item.
 */
function patchSourcesOf(resolved, live, read, existing) {
    if (read === undefined)
        return { check: undefined, problems: [], warnings: [] };
    const documents = resolved.map(({ document }) => document);
    // A reference's warning (an assessment of a system R3 does not reach) is the plan's to show.
    const all = referenceProblems(documents, read);
    const references = all.filter(({ severity }) => severity === "error");
    const warnings = all.filter(({ severity }) => severity === "warning");
    const outcome = (0,plan_sources/* checkPatchSources */.PY)({
        documents,
        sources: read.files.sources,
        existing: existing === undefined || "notCompared" in existing
            ? undefined
            : (0,baseline_deviations/* existingBaselineOf */.A0)(resolved, existing.documents, live),
        rule: read.rule,
    });
    return { ...outcome, problems: [...references, ...outcome.problems], warnings };
}
/** The plan's commissioning check (R3.3), when the route asked for the reviewed files. */
function commissioningAssessmentsOf(resolved, live, read, existing) {
    if (read === undefined)
        return { check: undefined, problems: [] };
    return (0,commissioning_assessments/* checkCommissioningAssessments */.Fi)({
        resolved,
        live,
        files: read.files.assessments ?? [],
        existing,
        rule: read.assessmentRule ?? { rule: undefined },
    });
}
/**
 * The patch files' problems, their references' and, once they are valid, each baseline item
 * without a patch source as a warning: a validation has no base to tell what a change adds, so it
 * refuses none (the plan does, under `patch_sources: require`).
 */
async function patchSourceProblems(documents, patchSources) {
    const read = await patchSources?.();
    if (read === undefined)
        return [];
    if ((0,shared_diagnostics/* hasErrors */.Cs)(read.files.diagnostics))
        return read.files.diagnostics;
    const references = referenceProblems(documents, read);
    if ((0,shared_diagnostics/* hasErrors */.Cs)(references))
        return [...read.files.diagnostics, ...references];
    // Warnings only: the policy's setting refuses nothing here, so it is not asked.
    const { check } = (0,plan_sources/* checkPatchSources */.PY)({
        documents,
        sources: read.files.sources,
        existing: undefined,
        rule: { rule: undefined },
    });
    return [...read.files.diagnostics, ...references, ...(0,plan_sources/* patchSourceWarnings */.VE)(check)];
}
/** The files' dangling references and later dates, once every file reads without an error. */
function referenceProblems(documents, read) {
    if ((0,shared_diagnostics/* hasErrors */.Cs)(read.files.diagnostics))
        return [];
    return [
        ...patchReferenceProblems({
            references: read.files.references,
            sources: read.files.sources,
            evaluations: read.files.evaluations,
            documents,
            now: new Date(read.now ?? Date.now()),
        }),
        // The cyber systems and assets the assessment files name, against the inventory.
        ...assessmentReferenceProblems(read.files.references, documents),
    ].sort(shared_diagnostics/* compareDiagnostics */.oV);
}

// EXTERNAL MODULE: ./src/core/plan/reviewed-file-set.ts
var reviewed_file_set = __webpack_require__(3788);
// EXTERNAL MODULE: ./src/core/review/policy/file/plan-rules.ts
var plan_rules = __webpack_require__(4465);
// EXTERNAL MODULE: ./src/io/checkout/reviewed-files.ts + 2 modules
var reviewed_files = __webpack_require__(3492);
// EXTERNAL MODULE: ./src/io/checkout/optional-file.ts
var optional_file = __webpack_require__(4928);
;// CONCATENATED MODULE: ./src/engine/reviewed-file-changes.ts
// The reviewed files a plan shows for approval: each family's (the family table's sets, in its
// order) the change adds, changes or removes against the commit compared with (read once for
// all), each shown as its set says, and the plan's fingerprint over them, since their approval
// rests on it; and each family's gate on what the change does to its files (ReviewedFileSet.gate)
// under the owner policy's setting of it, which the plan lists (a warning) or is refused by (an
// error); and each family's reminders of what the change leaves undeclared in its files
// (ReviewedFileSet.reminders), warnings the plan lists whether or not it compares the files.






/**
 * The reviewed files of the checkout at `checkout`, each family's read once however many steps
 * ask: a merge's plans (the owner policy's, the apply's fresh one) and its change record show and
 * carry the same texts, never those of two reads that could differ.
 */
function reviewedFilesOnce(checkout) {
    const root = (0,external_node_path_.resolve)(checkout.cwd, checkout.root);
    const readings = new Map();
    return (set) => {
        const known = readings.get(set);
        if (known !== undefined)
            return known;
        const reading = (0,optional_file/* reviewedFileTexts */.oy)(root, set);
        readings.set(set, reading);
        return reading;
    };
}
/**
 * The reviewed files `plan`'s change adds, changes or removes, when the route compares them
 * (`atBase`), with the fingerprint that covers them ({} when none changes), each family's gate on
 * them under `gateRules` (absent: the route read no policy, each gate's default), and each
 * family's reminders, asked of the checkout's files whether or not the route compares them (with
 * the systems the change re-rates, `rerated`: none where the route read no base), and each
 * family's names of facilities and control centers the service (`live`) does not hold, errors
 * that refuse the plan whether or not the route compares the files.
 */
async function reviewedFileChangesOf(plan, checkout, atBase, gateRules) {
    // Reminders, and the sites no facility or control center of the service is, need only the
    // checkout's files, the plan and the service, so every plan asks them, compared or not; the
    // checkout's files are read once (the loader), so what follows reads the same texts.
    const reminded = [
        ...(await unknownParentsOf(plan.live, checkout)),
        ...(await remindersOf(plan.operations, plan.rerated ?? [], checkout)),
    ];
    const none = { shown: {}, gated: reminded };
    if (atBase === undefined)
        return none;
    const heads = [];
    for (const set of reviewed_files/* REVIEWED_FILE_SETS */.r5)
        heads.push({ set, head: await checkout(set) });
    if (heads.every(({ head }) => head.size === 0))
        return {
            shown: {},
            gated: [...(await gatedWithoutFiles(heads, plan, atBase, gateRules)), ...reminded],
        };
    const base = await atBase();
    const baseRules = rulesAt(base);
    const baseGateRules = baseRules?.gateRules;
    // No policy read at the base: no CIP Senior Manager, the default calendar.
    const basePolicy = baseRules ?? (0,plan_rules/* planRulesOfText */.F)(undefined, "");
    const gated = [];
    // The run's clock is the merge's at the merge: a gate judges by the version in force that day.
    const day = { now: new Date(), basePolicy };
    const shown = heads.flatMap(({ set, head }) => {
        const ours = new Map([...base.files].filter(([path]) => set.belongs(path)));
        const change = { head, base: ours, operations: plan.operations };
        gated.push(...gateOf(set, change, { gateRules, baseGateRules, day }));
        if (head.size === 0)
            return [];
        const changes = set.changes(head, ours, base.comparedWith, basePolicy);
        return changes === undefined ? [] : [[set.field, changes]];
    });
    gated.push(...reminded);
    if (shown.length === 0)
        return { shown: {}, gated };
    // Each set's changes are its family's plan field's shape: the set shows its own files.
    const reviewed = Object.fromEntries(shown);
    // The fingerprint covers the files the plan shows: their approval rests on it.
    return {
        shown: { ...reviewed, fingerprint: (0,fingerprint/* fingerprintPlan */.Ef)(plan.operations, plan.baselines, reviewed) },
        gated,
    };
}
/**
 * The gates of a checkout without reviewed files, which shows none: removing every one takes
 * nothing out of force (the sources in force stay tracked), as the merge's record carries none
 * then. Its gates are still asked: a family's gate may ask of a new asset what no file gives it
 * (CIP-007 R5.4's answer), and refuses without it.
 */
async function gatedWithoutFiles(heads, plan, atBase, gateRules) {
    const gatedUnder = (baseGateRules) => heads.flatMap(({ set, head }) => gateOf(set, { head, base: head, operations: plan.operations }, { gateRules, baseGateRules }));
    const listed = gatedUnder(undefined);
    // A gap the checkout's policy only lists may be one the base's refuses (a pull request that
    // lowers require to flag): then the base's policy judges too, read only when it could matter.
    if (!listed.some((diagnostic) => diagnostic.severity === "warning"))
        return listed;
    return gatedUnder(rulesAt(await atBase())?.gateRules);
}
/** The plan's rules of the owner policy at the commit compared with; undefined: the route read none. */
function rulesAt(base) {
    return base.policy === undefined
        ? undefined
        : (0,plan_rules/* planRulesOfText */.F)(base.policy.text, base.policy.file);
}
/**
 * Every family's names of a facility or control center the service does not hold
 * (ReviewedFileSet.unknownParents); none where the route read no service.
 */
async function unknownParentsOf(live, checkout) {
    if (live === undefined)
        return [];
    const known = (0,reviewed_file_set/* knownParentsOf */.Yz)([], live);
    const named = [];
    for (const set of reviewed_files/* REVIEWED_FILE_SETS */.r5)
        if (set.unknownParents !== undefined)
            named.push(...set.unknownParents(await checkout(set), known));
    return named;
}
/** Every family's reminders (ReviewedFileSet.reminders) of what the change leaves undeclared. */
async function remindersOf(operations, rerated, checkout) {
    const reminded = [];
    for (const set of reviewed_files/* REVIEWED_FILE_SETS */.r5)
        if (set.reminders !== undefined)
            reminded.push(...set.reminders(await checkout(set), operations, rerated));
    return reminded;
}
/**
 * `set`'s gate on the change to its files and the inventory, under the stricter of the checkout's
 * policy's setting of its key and the base's (`basePolicy`): a pull request that lowers `require`
 * to `flag` is judged by the `require` it lowers.
 */
function gateOf(set, change, { gateRules, baseGateRules, day, }) {
    if (set.gate === undefined)
        return [];
    const key = set.gateSetting?.key;
    const read = (rules) => key === undefined || rules === undefined ? { rule: undefined } : rules(key);
    return set.gate(change.head, change.base, (0,plan_rules/* stricterGateRule */.U)(read(gateRules), read(baseGateRules), set.gateSetting?.settings ?? []), change.operations, day);
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/core/inventory/writing/format-inventory.ts
var format_inventory = __webpack_require__(149);
// EXTERNAL MODULE: ./src/io/checkout/replace-file.ts + 1 modules
var replace_file = __webpack_require__(7272);
;// CONCATENATED MODULE: ./src/io/checkout/format-files.ts
// `cip-sync fmt` on disk. Formatting must never lose data, so every file is read, decoded and
// formatted in memory before any is written, and nothing is written while any file has an error:
// a file the loader could not read, decode (not UTF-8, or a byte-order mark of another encoding)
// or parse is left byte for byte as it is and reported with its place. Each rewrite replaces the
// file atomically (a temporary file beside it, then a rename), at the path a link leads to, with
// its mode and its UTF-8 byte-order mark kept: a reader, or an interrupted fmt, never sees half a
// file.






const UTF8_BOM = "\uFEFF";
/** A file's text without its UTF-8 byte-order mark, and the mark ("" when none) to write back. */
function splitBom(decoded) {
    const bom = decoded.startsWith(UTF8_BOM) ? UTF8_BOM : "";
    return { text: decoded.slice(bom.length), bom };
}
/** Brings the inventory files into the canonical layout; with `check`, only says which are not. */
async function formatInventoryFiles(source, options) {
    const loaded = await loadInventory(source);
    // Problems of what a file declares are validate's; those that keep a file from being read
    // whole, and YAML that cannot be parsed, keep fmt from writing anything.
    const diagnostics = [...loaded.readErrors];
    const failed = new Set(diagnostics.map((diagnostic) => diagnostic.location?.file));
    const rewrites = [];
    const changed = [];
    const crlf = [];
    for (const file of loaded.files) {
        if (failed.has(file))
            continue;
        const path = resolve(source.cwd, file);
        const read = await readUtf8(path, file);
        if ("diagnostic" in read) {
            diagnostics.push(read.diagnostic);
            continue;
        }
        const result = formatInventoryText(read.text);
        if (result.status === "unreadable") {
            const location = { file, line: result.line, column: result.column };
            const message = `${result.message}; fix the YAML, then run fmt again (the file was left as it is)`;
            diagnostics.push({ severity: "error", message, location });
        }
        else if (result.text !== read.text) {
            changed.push(file);
            if (read.text.includes("\r\n"))
                crlf.push(file);
            rewrites.push({ path, text: read.bom + result.text });
        }
    }
    const written = !options.check && diagnostics.length === 0;
    if (written)
        for (const rewrite of rewrites)
            await rewriteInPlace(rewrite.path, rewrite.text);
    return {
        files: loaded.files,
        changed,
        written,
        crlf,
        diagnostics: diagnostics.sort(compareDiagnostics),
    };
}
/**
 * The file's text, decoded strictly again: it may have changed since the loader read it, and a
 * lossy decoding written back would replace every byte it could not decode.
 */
async function readUtf8(path, file) {
    const bytes = await readFile(path);
    try {
        const decoded = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
        return splitBom(decoded);
    }
    catch {
        const location = { file, line: 1, column: 1 };
        const message = "this file is not valid UTF-8 text; save it as UTF-8 (fmt left it as it is)";
        return { diagnostic: { severity: "error", message, location } };
    }
}
/** Replaces the file a path (or the link at it) leads to, keeping its permissions. */
async function rewriteInPlace(path, text) {
    const target = await realpath(path);
    const { mode } = await stat(target);
    await replaceFile(target, text, { mode: mode & 0o7777 });
}

;// CONCATENATED MODULE: ./src/engine/engine.ts
// The one engine behind the CLI and the Action: load the declaration, read the live service,
// resolve, plan, check safety, apply. Entry points translate settings into these calls and
// outcomes into exit codes; nothing here prints.























/**
 * The files of `source` read at most once, however many steps of a run ask for them (an Action's
 * plan, its apply's fresh plan and the owner policy's head documents): a checkout does not change
 * during a run. A read that fails fails every step that asks, with the same error.
 */
function loadOnce(source) {
    let loading;
    return () => (loading ??= (0,inventory_files/* loadInventory */.pl)(source));
}
/**
 * Reads and checks the files only, with the owner policy's `baselines:` rule when `baselines`
 * reads one (a policy that cannot be read is its diagnostics); makes no request.
 */
async function validateOffline(source, sources, baselines, patchSources) {
    const loaded = await loadOwnedInventory(source, sources);
    const problems = [
        ...(0,baseline_keeping/* baselineRuleProblems */.s1)(loaded.documents, await baselines?.()),
        ...(await patchSourceProblems(loaded.documents, patchSources)),
    ];
    if (problems.length === 0)
        return loaded;
    return { ...loaded, diagnostics: [...loaded.diagnostics, ...problems].sort(shared_diagnostics/* compareDiagnostics */.oV) };
}
/**
 * Checks the files and, with `connect`, resolves their references against the live service. The
 * references of every file without errors are resolved even when other files have errors, so one
 * run reports every problem; a file with errors is not resolved (its documents may be incomplete,
 * and a duplicate would be reported twice). The client is opened only when there is something to
 * resolve, and closed here. When connecting or reading fails, `onServiceError` gets the file
 * diagnostics first, so they are not lost behind the connection error that is rethrown.
 */
async function validateFromSource(source, connect, onServiceError) {
    const loaded = await loadInventory(source);
    if (connect === undefined)
        return { ...loaded, online: false };
    const filesWithErrors = new Set(loaded.diagnostics.flatMap((diagnostic) => diagnostic.severity === "error" && diagnostic.location ? [diagnostic.location.file] : []));
    const resolvable = loaded.documents.filter((document) => !filesWithErrors.has(document.location.file));
    if (resolvable.length === 0)
        return { ...loaded, online: true };
    const live = await readLive(connect).catch((error) => {
        onServiceError?.(loaded.diagnostics);
        throw error;
    });
    const { resolved, diagnostics: resolving } = resolveInventory(resolvable, live);
    // CIP-010 R1.1: what goes into service in a High or Medium system has a complete baseline.
    const diagnostics = [
        ...loaded.diagnostics,
        ...resolving,
        ...commissioningProblems(resolved, live),
    ].sort(compareDiagnostics);
    return { ...loaded, diagnostics, online: true, live };
}
async function readLive(connect) {
    const client = connect();
    try {
        return await fetchLiveInventory(client);
    }
    finally {
        await client.close();
    }
}
/** `cip-sync fmt`: the files' I/O is in io/checkout/format-files.ts. */

/** The live inventory as inventory files, with the JSON Schema they reference first. */
async function exportFromService(client) {
    const files = exportInventory(await fetchLiveInventory(client));
    return [exportedSchemaFile(), ...files];
}
async function planFromSource(settings, client) {
    // The four lists are asked for first and read while the files are: their answers are used only
    // once every file is read and valid, so a file that cannot be read can never be mistaken for an
    // empty declaration, and invalid files report their own diagnostics, not a failed read. Files a
    // step before read already (settings.inventory) are not read again.
    const reading = (0,api_client/* fetchLiveInventory */.v)(client);
    reading.catch(() => undefined);
    const inputs = inputsOf(settings.source);
    const loaded = await loadOwnedInventory(settings.source, settings.sources, settings.inventory);
    const patchFiles = await settings.patchSources?.();
    const read = [...loaded.diagnostics, ...(patchFiles?.files.diagnostics ?? [])];
    if ((0,shared_diagnostics/* hasErrors */.Cs)(read))
        return { status: "invalid", diagnostics: read.sort(shared_diagnostics/* compareDiagnostics */.oV) };
    const live = await reading;
    const resolution = (0,plan_resolve/* resolveInventory */.ZM)(loaded.documents, live);
    const diagnostics = [
        ...read,
        ...resolution.diagnostics,
        ...lookalikeWarnings(loaded.documents, live.cyberAssets),
        // A source's mistyped system would have its next sync drop a live system's document.
        ...ownedSystemsInService(loaded, live),
    ];
    if ((0,shared_diagnostics/* hasErrors */.Cs)(diagnostics))
        return { status: "invalid", diagnostics };
    const planned = planInventory(resolution.resolved, live, {
        limits: settings.limits,
        baselines: await settings.baselines?.(),
    });
    const all = [...diagnostics, ...planned.diagnostics];
    if ((0,shared_diagnostics/* hasErrors */.Cs)(all))
        return { status: "invalid", diagnostics: all };
    // The warnings of loading and resolution are part of the plan too, before the planner's own.
    const warnings = [
        ...diagnostics.filter((diagnostic) => diagnostic.severity === "warning"),
        ...planned.plan.warnings,
    ];
    const declared = declaredDigest(loaded.documents);
    // Read only once the plan is valid and declares a baseline: nothing to compare otherwise.
    const existing = planned.plan.baselines === undefined ? undefined : await settings.existingBaselines?.();
    const comparison = existing === undefined
        ? undefined
        : (0,baseline_deviations/* compareBaselines */.Sc)(resolution.resolved, planned.plan.baselines, existing, live);
    // Every loaded document resolved (an error above returns): `resolved` holds them all, in order.
    const patches = patchSourcesOf(resolution.resolved, live, patchFiles, existing);
    const commissioning = commissioningAssessmentsOf(resolution.resolved, live, patchFiles, existing);
    const refusals = [...patches.problems, ...commissioning.problems];
    if ((0,shared_diagnostics/* hasErrors */.Cs)(refusals))
        return { status: "invalid", diagnostics: [...all, ...refusals].sort(shared_diagnostics/* compareDiagnostics */.oV) };
    const base = await fromBase(settings, existing, resolution, live, planned);
    const { shown, gated } = await reviewedFileChangesOf({ ...planned.plan, rerated: base.rerated, live }, settings.reviewedFiles ?? reviewedFilesOnce(settings.source), settings.reviewedFilesAtBase, await settings.gateRules?.());
    // A family's gate on its reviewed files refuses the plan, and so the merge, before any apply.
    if ((0,shared_diagnostics/* hasErrors */.Cs)(gated))
        return { status: "invalid", diagnostics: [...all, ...gated].sort(shared_diagnostics/* compareDiagnostics */.oV) };
    const plan = {
        ...planned.plan,
        operations: base.operations,
        ...(base.released.length === 0 ? {} : { released_systems: base.released }),
        ...(comparison === undefined ? {} : { baseline_deviations: comparison }),
        ...(patches.check === undefined ? {} : { patch_sources: patches.check }),
        ...(commissioning.check === undefined
            ? {}
            : { commissioning_assessments: commissioning.check }),
        ...shown,
        warnings: [...warnings, ...patches.warnings, ...gated],
        inputs: { ...inputs, declared },
    };
    return { status: "planned", plan, live, declared: resolution.resolved, diagnostics: all };
}
/** The source as a saved plan records it: patterns relative to the root, the root to cwd. */
function inputsOf(source) {
    const cwd = (0,external_node_path_.resolve)(source.cwd);
    const root = (0,external_node_path_.resolve)(cwd, source.root);
    const patterns = source.patterns.length > 0 ? source.patterns : [inventory_files/* DEFAULT_INVENTORY_PATTERN */.Oo];
    return {
        patterns: patterns.map((pattern) => {
            const shown = (0,external_node_path_.relative)(root, (0,external_node_path_.resolve)(cwd, pattern)).split(external_node_path_.sep).join("/") || ".";
            // A directory pattern keeps its slash, as written.
            return pattern.endsWith("/") && !shown.endsWith("/") ? `${shown}/` : shown;
        }),
        root: (0,external_node_path_.relative)(cwd, root).split(external_node_path_.sep).join("/") || ".",
    };
}
async function applyFromSource(settings, client) {
    const deadlineAt = settings.deadlineMs === undefined ? undefined : Date.now() + settings.deadlineMs;
    if (deadlineAt !== undefined)
        client.endCallsBy(deadlineAt);
    const outcome = await planFromSource(settings, client);
    if (outcome.status === "invalid")
        return outcome;
    const { plan, diagnostics } = outcome;
    const { expectedFingerprint } = settings;
    if (expectedFingerprint !== undefined &&
        (0,gate/* checkPlan */.Gy)({ kind: "fingerprint", value: expectedFingerprint }, plan).kind === "refused") {
        return { status: "plan-changed", plan, expectedFingerprint, diagnostics };
    }
    const unsafe = (0,plan_safety/* unsafeMessage */.gY)(plan.safety, settings.allowed);
    if (unsafe !== undefined)
        return { status: "unsafe", plan, message: unsafe, diagnostics };
    await settings.beforeApply?.(plan);
    settings.onStart?.(plan);
    const result = await applyVerified(plan, outcome.live, client, {
        concurrency: settings.concurrency,
        onOperation: settings.onOperation,
        ...(settings.stop !== undefined ? { stop: settings.stop } : {}),
        ...(deadlineAt === undefined ? {} : { deadlineAt }),
    });
    return { status: "applied", plan, result, live: outcome.live, diagnostics };
}
/**
 * Applies the plan made from `live`, then checks the result against the live assets read once
 * more after the last operation (the run's deadline no longer holds for that read: it changes
 * nothing, and its own deadline bounds it).
 */
async function applyVerified(plan, live, client, options) {
    const result = await applyPlan(plan, client, options);
    if (plan.operations.length === 0)
        return result;
    client.endCallsBy(Number.POSITIVE_INFINITY);
    let problems;
    try {
        problems = verifyApply(plan, live.cyberAssets, result, await client.listCyberAssets());
    }
    catch (error) {
        const reason = client.redact((0,errors/* errorMessage */.g)(error));
        const message = `the apply could not be verified: reading the live assets again failed (${reason}); run plan to see what the service holds`;
        problems = [{ kind: "not-verified", message }];
    }
    return withVerification(result, problems);
}


/***/ }),

/***/ 6512:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  z: () => (/* binding */ caseCollision),
  D: () => (/* binding */ fileSystemIgnoresCase)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./src/io/checkout/git.ts
// Runs git in a directory and collects what it says: the one way this tool asks git anything
// (the evidence history of a clone, the facts of a checkout a CLI change record names); and one
// file at many commits of a clone (fileAtCommits), as `evidence verify --repository` reads the
// declarations in force before each record (core/evidence/chain/keys-in-force.ts): one
// `git cat-file --batch` for all of them, each commit asked twice, as a commit (`<id>^{commit}`)
// and for the file (`<id>:<path>`), so that a commit the clone lacks is told from a commit without
// the file: the one is a clone to fetch again, the other a fact.

/**
 * git `args` in `dir`, paths unquoted (core.quotePath=false). Rejects only when git cannot be
 * started; a failing git resolves with its code and standard error, for the caller to judge.
 */
function runGit(dir, args, bounds = {}) {
    return new Promise((resolve, reject) => {
        const child = (0,external_node_child_process_.spawn)("git", ["-C", dir, "-c", "core.quotePath=false", ...args], {
            stdio: ["pipe", "pipe", "pipe"],
            ...(bounds.timeoutMs === undefined ? {} : { timeout: bounds.timeoutMs }),
        });
        const out = [];
        const err = [];
        let outBytes = 0;
        let overflowed = false;
        child.stdout.on("data", (chunk) => {
            outBytes += chunk.length;
            if (bounds.maxStdoutBytes !== undefined && outBytes > bounds.maxStdoutBytes) {
                overflowed = true;
                child.kill();
                return;
            }
            out.push(chunk);
        });
        child.stderr.on("data", (chunk) => err.push(chunk));
        child.stdin.on("error", () => { }); // git may exit before reading all of it: its code says why.
        child.stdin.end(bounds.input ?? "");
        child.on("error", reject);
        child.on("close", (code) => {
            const stdout = Buffer.concat(out);
            resolve({
                code: overflowed ? null : code,
                stdout: stdout.toString("utf8"),
                stderr: Buffer.concat(err).toString("utf8"),
                ...(bounds.bytes === true ? { bytes: stdout } : {}),
            });
        });
    });
}
const COMMIT_ID = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
const BATCH_BOUNDS = { timeoutMs: 120_000, maxStdoutBytes: 256 * 1024 * 1024, bytes: true };
/** `path` (from the repository's root) at each of `commits` in the clone `dir`. */
async function fileAtCommits(dir, path, commits) {
    // A commit id comes from a record: anything but hex is no commit, and never reaches git's input.
    const asked = [...new Set(commits)].filter((commit) => COMMIT_ID.test(commit));
    const missing = commits.filter((commit) => !COMMIT_ID.test(commit));
    const input = asked.map((commit) => `${commit}^{commit}\n${commit}:${path}\n`).join("");
    const answer = await runGit(dir, ["cat-file", "--batch"], { ...BATCH_BOUNDS, input });
    if (answer.code !== 0 || answer.bytes === undefined)
        return { gitSaid: answer.stderr.trim() || `git cat-file exited with ${answer.code}` };
    const objects = batchObjects(answer.bytes);
    const texts = new Map();
    asked.forEach((commit, index) => {
        if (objects[2 * index] === undefined)
            missing.push(commit);
        else
            texts.set(commit, objects[2 * index + 1]?.toString("utf8"));
    });
    return missing.length > 0 ? { missing: [...new Set(missing)] } : { texts };
}
/** Each object `cat-file --batch` gave, in the order asked: its bytes, undefined when missing. */
function batchObjects(bytes) {
    const objects = [];
    let at = 0;
    while (at < bytes.length) {
        const end = bytes.indexOf(0x0a, at);
        if (end === -1)
            break;
        // "<id> <type> <size>", or "<asked> missing" (or "ambiguous"): sizes count bytes.
        const header = bytes.subarray(at, end).toString("utf8").split(" ");
        const size = Number(header[2]);
        if (header.length !== 3 || !Number.isSafeInteger(size)) {
            objects.push(undefined);
            at = end + 1;
            continue;
        }
        objects.push(bytes.subarray(end + 1, end + 1 + size));
        at = end + 1 + size + 1;
    }
    return objects;
}

;// CONCATENATED MODULE: ./src/io/checkout/case-collisions.ts
// Paths of the checkout that differ only in case. A runner whose file system ignores case (Windows,
// macOS) checks out only one of them, so the policy would judge a file other than the one the
// commit and the base listing hold: an inventory document, the policy file or CODEOWNERS could be
// swapped unseen. git's index keeps every path the commit has, whatever the file system shows;
// where it cannot be read on such a file system, nothing can be told apart, and the checkout is
// refused (fail closed).


const GIT_BOUNDS = { timeoutMs: 60_000, maxStdoutBytes: 64 * 1024 * 1024 };
/** Why the checkout at `root` cannot be judged: two guarded paths differ only in case. */
async function caseCollision(root, guarded, ignoresCase = fileSystemIgnoresCase) {
    if (!(await ignoresCase(root)))
        return undefined;
    const listed = await runGit(root, ["ls-files", "-z"], GIT_BOUNDS).catch((error) => ({
        code: null,
        stdout: "",
        stderr: String(error),
    }));
    if (listed.code !== 0)
        return `the checkout at ${root} is on a file system that ignores case, and git's index of it cannot be read (${listed.stderr.trim() || "git was stopped"}), so two files whose paths differ only in case cannot be told apart: check the repository out with git (actions/checkout)`;
    const files = new Set(guarded.files.map((file) => file.toLowerCase()));
    const byCase = new Map();
    for (const path of listed.stdout.split("\0").filter((entry) => entry !== "")) {
        const lower = path.toLowerCase();
        if (!files.has(lower) && !guarded.matches(lower))
            continue;
        byCase.set(lower, [...(byCase.get(lower) ?? []), path]);
    }
    const pair = [...byCase.values()].find((paths) => paths.length > 1);
    if (pair === undefined)
        return undefined;
    return `the checkout has ${pair.join(" and ")}, whose paths differ only in case: this runner's file system ignores case and holds only one of them, so the policy cannot tell which it judges; rename or remove one of them`;
}
/** Whether the file system under `root` ignores case: `root` with its case swapped is `root`. */
async function fileSystemIgnoresCase(root) {
    const swapped = [...root]
        .map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()))
        .join("");
    // A path with no letter cannot tell: fail closed, as a file system that may ignore case.
    if (swapped === root)
        return true;
    const [was, now] = await Promise.all([(0,promises_.stat)(root), (0,promises_.stat)(swapped).catch(() => undefined)]);
    return now !== undefined && now.ino === was.ino && now.dev === was.dev;
}


/***/ }),

/***/ 2822:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ fileInRootOf),
/* harmony export */   r: () => (/* binding */ loadSourcesFile)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9130);
/* harmony import */ var _core_sources_parse_sources_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4650);
/* harmony import */ var _core_sources_sources_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9390);
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


/***/ }),

/***/ 1086:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ renderJson),
/* harmony export */   u: () => (/* binding */ renderPlanJson)
/* harmony export */ });
/* harmony import */ var _core_plan_saved_plan_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4617);
/* harmony import */ var _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6800);


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

/***/ 51:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $D: () => (/* binding */ renderPlanText),
/* harmony export */   LX: () => (/* binding */ describeUpdate),
/* harmony export */   af: () => (/* binding */ systemLabel),
/* harmony export */   xo: () => (/* binding */ baselineLines)
/* harmony export */ });
/* harmony import */ var _shared_commissioning_assessment_words_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9758);
/* harmony import */ var _core_plan_plan_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3212);
/* harmony import */ var _core_shared_wording_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(2205);
/* harmony import */ var _shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8549);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7924);
/* harmony import */ var _core_plan_renames_possible_renames_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3270);
/* harmony import */ var _plan_view_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2997);
/* harmony import */ var _shared_baseline_deviation_words_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1015);
/* harmony import */ var _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6800);
/* harmony import */ var _shared_reviewed_file_words_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6810);
/* harmony import */ var _shared_released_system_words_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(9719);
/* harmony import */ var _shared_patch_source_words_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2346);
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

/***/ 8217:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   oC: () => (/* binding */ renderPolicySection),
/* harmony export */   st: () => (/* binding */ replacePolicySection)
/* harmony export */ });
/* unused harmony export POLICY_SECTION_MAX_LENGTH */
/* harmony import */ var _core_review_policy_governance_governance_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1634);
/* harmony import */ var _core_review_policy_policy_subjects_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6403);
/* harmony import */ var _core_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2205);
/* harmony import */ var _shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4747);
/* harmony import */ var _shared_markdown_layout_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8902);





const START = "<!-- cip-sync:policy -->\n";
const END = "<!-- cip-sync:policy-end -->\n";
/** The section's room in the comment; the plan needs the rest. */
const POLICY_SECTION_MAX_LENGTH = 12_000;
function renderPolicySection(input) {
    const lines = [
        "#### Policy",
        "",
        `Judged by ${(0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownCodeSpan */ .Bk)(input.file)} as the base commit \`${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .shortSha */ .Fu)(input.baseSha)}\` has it, with the owners and impact declared there.`,
    ];
    const ruleChanges = input.governance.filter((change) => change.kind !== "baseline" && change.kind !== "review");
    const baselines = input.governance.filter((change) => change.kind === "baseline");
    const reviews = input.governance.filter((change) => change.kind === "review");
    lines.push(...changeList("**This pull request changes the rules it is judged by**, so each change is judged by the base's owners and policy below; the new rules apply from the next change:", ruleChanges), ...changeList("**Baselines changed** (CIP-010 R1.1). The service holds no baseline, so the plan has no operation for these: each is judged as an update of its asset by the base's owners and rules below, and the change record dates it:", baselines));
    for (const review of reviews) {
        lines.push("", `**This pull request records ${(0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)((0,_core_review_policy_governance_governance_js__WEBPACK_IMPORTED_MODULE_0__/* .governanceWords */ .CD)(review))}**: the CIP Senior Manager or a delegate (\`cip_senior_manager\` at the base) approves it below, and its merge dates the review in the ledger.`);
    }
    const { evaluation } = input;
    if (evaluation !== undefined)
        lines.push(...ruleLines(evaluation, input.operations));
    const { reasons } = input;
    lines.push("", reasons.length === 0
        ? "**Allowed:** every rule that applies is met and no freeze holds."
        : `**Not allowed yet:** ${reasons.map(_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV).join("; ")}.`);
    let body = `${lines.join("\n")}\n`;
    const room = POLICY_SECTION_MAX_LENGTH - START.length - END.length;
    if (body.length > room) {
        const note = "\n… (cut here: the run's log lists every rule and requirement)\n";
        body = `${body.slice(0, room - note.length)}${note}`;
    }
    return `${START}${body}${END}\n`;
}
/** A paragraph of `heading` and a bullet for each of `changes`; nothing when there are none. */
function changeList(heading, changes) {
    return changes.length === 0
        ? []
        : ["", heading, "", ...changes.map((change) => `- ${(0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)((0,_core_review_policy_governance_governance_js__WEBPACK_IMPORTED_MODULE_0__/* .governanceWords */ .CD)(change))}`)];
}
function ruleLines(evaluation, operations) {
    const lines = [];
    if (evaluation.rules.length === 0)
        lines.push("", "No rule applies to this plan.");
    else {
        lines.push("", (0,_shared_markdown_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .tableRow */ .jD)(["Rule", "Covers", "May approve", "Approved by", "Missing"]).trimEnd());
        lines.push("|---|---|---|---|---|");
        for (const rule of evaluation.rules)
            lines.push(...ruleRows(rule, operations));
    }
    for (const freeze of evaluation.freezes) {
        const state = freeze.override
            ? `overridden by ${(0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(freeze.override.login)}: ${(0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(freeze.override.reason)}`
            : (0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(freeze.problem);
        lines.push("", `Freeze ${(0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownCodeSpan */ .Bk)(freeze.id)} (${freeze.from} to ${freeze.to}) holds ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .countOf */ .pq)(freeze.operations.length, "operation")}: ${state}`);
    }
    if (evaluation.ignored.length > 0) {
        const ignored = evaluation.ignored.map(({ login, why }) => `${(0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(login)} (${(0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(why)})`);
        lines.push("", `Not counted: ${ignored.join(", ")}.`);
    }
    return lines;
}
function ruleRows(rule, operations) {
    const kinds = new Set(rule.operations.flatMap((index) => {
        const operation = operations[index];
        return operation === undefined ? [] : (0,_core_review_policy_policy_subjects_js__WEBPACK_IMPORTED_MODULE_1__/* .operationKinds */ .xc)(operation);
    }));
    const covers = rule.governs === undefined
        ? `${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .countOf */ .pq)(rule.operations.length, "operation")} (${[...kinds].join(", ")})`
        : (0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(rule.governs);
    return rule.requirements.map((requirement) => {
        const who = requirement.eligible.map(_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV).join(", ") || "nobody";
        const eligible = requirement.system
            ? `${requirement.approvals} of the owners of ${(0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(requirement.system.name)}: ${who}`
            : `${requirement.approvals} of ${who}`;
        return (0,_shared_markdown_layout_js__WEBPACK_IMPORTED_MODULE_4__/* .tableRow */ .jD)([
            (0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownCodeSpan */ .Bk)(rule.id),
            covers,
            eligible,
            requirement.satisfiedBy.map(_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV).join(", ") || "nobody yet",
            requirement.result === "met" ? "nothing" : (0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(requirement.problem),
        ]).trimEnd();
    });
}
/** `rendered` with its policy section replaced by `section` (or `section` first, when it has none). */
function replacePolicySection(rendered, section) {
    const start = rendered.indexOf(START);
    const end = rendered.indexOf(END, start);
    if (start < 0 || end < 0)
        return `${section}${rendered}`;
    let after = end + END.length;
    if (rendered[after] === "\n")
        after += 1;
    return `${rendered.slice(0, start)}${section}${rendered.slice(after)}`;
}


/***/ }),

/***/ 8549:
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

/***/ 9758:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kj: () => (/* binding */ COMMISSIONING_ASSESSMENT_FIX_LINE),
/* harmony export */   Kp: () => (/* binding */ commissionedInOrder),
/* harmony export */   _8: () => (/* binding */ commissioningAssessmentHeading),
/* harmony export */   gk: () => (/* binding */ commissionedWords),
/* harmony export */   wb: () => (/* binding */ notJudgedWords)
/* harmony export */ });
/* harmony import */ var _core_assessments_commissioning_assessments_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(366);
/* harmony import */ var _core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7273);
/* harmony import */ var _core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2205);
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

/***/ 7924:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   sN: () => (/* binding */ diagnosticTextLines),
/* harmony export */   yc: () => (/* binding */ diagnosticMarkdownItem)
/* harmony export */ });
/* unused harmony export renderDiagnosticsText */
/* harmony import */ var _core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7273);
/* harmony import */ var _ansi_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8549);
/* harmony import */ var _escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4747);
/* harmony import */ var _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6800);




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

/***/ 8902:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B5: () => (/* binding */ collapsedBlock),
/* harmony export */   FV: () => (/* binding */ fitLayouts),
/* harmony export */   Qq: () => (/* binding */ text),
/* harmony export */   jD: () => (/* binding */ tableRow),
/* harmony export */   nM: () => (/* binding */ row),
/* harmony export */   tp: () => (/* binding */ table)
/* harmony export */ });
/* unused harmony export DEFAULT_MAX_LENGTH */
/* harmony import */ var _core_shared_wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2205);
// Markdown under a hard cap: sections of rows, laid out in one or more ways, and the first layout
// that fits, cut after whole table rows and list items with a note counting what is not shown.
//
// Length counts UTF-16 code units (String.length). GitHub's comment limit counts characters (code
// points); a code point is one or two code units, so a body within the cap in code units is within
// the limit whatever it holds. Under a cap of a few hundred characters, only the first sections may
// fit.

/** The default cap, in UTF-16 code units; a code host sets its own (COMMENT_MAX_LENGTH in comment-body.ts). */
const DEFAULT_MAX_LENGTH = 65_536;
/** Tables with more rows than this are collapsed inside <details>. */
const COLLAPSE_ABOVE_ROWS = 20;
/** One table row; cells must already be escaped. */
function tableRow(cells) {
    return `| ${cells.join(" | ")} |\n`;
}
function row(noun, content) {
    return { markdown: typeof content === "string" ? content : tableRow(content), noun };
}
function text(markdown) {
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
function fitLayouts(layouts, options) {
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
        // The rows that fit, in order, stopping at the first that does not.
        for (const row of section.rows) {
            if (used + row.markdown.length > room)
                break;
            used += row.markdown.length;
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
    const counts = [...cut].map(([noun, rows]) => (0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .countOf */ .pq)(rows, noun)).join(", ");
    const pointer = truncatedNote ? ` ${truncatedNote}` : "";
    return text(`**Truncated to fit:** not shown here: ${counts}.${pointer}\n`);
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
/**
 * `markdown` collapsed under `summary`, in at most `maxLength` characters: cut after its last whole
 * line that fits, then `cutNote`; just `cutNote` when not even the first line fits; "" when nothing
 * fits at all.
 */
function collapsedBlock(summary, markdown, maxLength, cutNote) {
    const open = `\n<details><summary>${summary}</summary>\n\n`;
    const close = "\n</details>\n";
    const whole = `${open}${markdown.replace(/\s+$/, "")}\n${close}`;
    if (whole.length <= maxLength)
        return whole;
    const note = `\n_${cutNote}_\n`;
    const room = maxLength - open.length - note.length - close.length;
    if (room < 0)
        return note.length <= maxLength ? note : "";
    const cut = markdown.slice(0, room + 1);
    const end = cut.lastIndexOf("\n");
    return end <= 0
        ? note.length <= maxLength
            ? note
            : ""
        : `${open}${cut.slice(0, end + 1)}${note}${close}`;
}


/***/ }),

/***/ 2346:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bc: () => (/* binding */ gapsInOrder),
/* harmony export */   IT: () => (/* binding */ gapWords),
/* harmony export */   Iu: () => (/* binding */ notSeenWords),
/* harmony export */   Kr: () => (/* binding */ PATCH_SOURCE_FIX_LINE),
/* harmony export */   Uq: () => (/* binding */ patchSourceHeading)
/* harmony export */ });
/* harmony import */ var _core_patches_plan_sources_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3192);
/* harmony import */ var _core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7273);
/* harmony import */ var _core_shared_wording_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2205);
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


/***/ })

};
