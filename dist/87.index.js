export const id = 87;
export const ids = [87];
export const modules = {

/***/ 3405:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Vx: () => (/* binding */ changeRecordFacts),
  V: () => (/* binding */ checkoutGovernance),
  Rw: () => (/* binding */ existingBaselinesAt),
  sN: () => (/* binding */ governanceAt),
  JG: () => (/* binding */ patchFilesAt)
});

// EXTERNAL MODULE: ./src/core/inventory/document/parse-inventory.ts + 2 modules
var parse_inventory = __webpack_require__(8256);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
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

// EXTERNAL MODULE: ./src/core/inventory/document/principals.ts
var principals = __webpack_require__(9513);
// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var sha256 = __webpack_require__(7154);
// EXTERNAL MODULE: ./src/core/review/policy/file/parse-policy.ts + 3 modules
var parse_policy = __webpack_require__(3403);
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
    }))
        .sort((a, b) => (0,names/* compareCodePoints */.OP)(a.name, b.name));
    return {
        policy: policyText === undefined ? null : { file: policyFile, sha256: (0,sha256/* sha256Hex */.fg)(policyText) },
        // An invalid policy declares no CIP Senior Manager: the gate refused it anyway.
        senior_manager: policy === undefined ? null : (0,senior_manager/* seniorManagerEvidence */.TP)(policy),
        systems,
        source_commands: sourceCommands === undefined ? null : { ...sourceCommands },
        // CIP-010 R3.4: whom the policy names to approve a moved planned date; left out, the owners.
        ...(policy?.assessmentDateApprovers?.kind === "logins"
            ? { assessment_date_approvers: policy.assessmentDateApprovers.logins }
            : {}),
    };
}

// EXTERNAL MODULE: ./src/core/sources/source-commands.ts
var source_commands = __webpack_require__(332);
// EXTERNAL MODULE: ./src/core/sources/sources-schema.ts
var sources_schema = __webpack_require__(9390);
// EXTERNAL MODULE: ./src/io/checkout/optional-file.ts
var optional_file = __webpack_require__(4928);
// EXTERNAL MODULE: ./src/core/obligations/obligations.ts + 26 modules
var obligations = __webpack_require__(9620);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(9130);
// EXTERNAL MODULE: ./src/core/evidence/records/in-force/patch-files-record.ts
var patch_files_record = __webpack_require__(4504);
// EXTERNAL MODULE: ./src/io/checkout/patch-files.ts
var patch_files = __webpack_require__(3073);
// EXTERNAL MODULE: ./src/io/checkout/assessment-files.ts
var assessment_files = __webpack_require__(9725);
// EXTERNAL MODULE: ./src/core/evidence/records/in-force/assessment-files-record.ts
var assessment_files_record = __webpack_require__(8230);
// EXTERNAL MODULE: ./src/io/checkout/inventory-files.ts + 1 modules
var inventory_files = __webpack_require__(9361);
;// CONCATENATED MODULE: ./src/action/evidence/change-record-facts.ts
// What a change record carries besides the merge's own facts, gathered once as it is written, read
// first and then decided by core:
// - the calendar in force from the record: the checkout's policy file's `calendar:` (the merged
//   one) with the obligations-time-zone input, the one this run judges obligations by;
// - what the base commit declared of the baselines the merge changed, read at the base through the
//   code host (the runner's checkout holds the merge commit alone), at the checkout's inventory
//   paths and at those the patterns match there. Without it, a baseline declared before the
//   ledger's first record would read as first declared when a merge first changes it; so a base
//   that cannot be read fails closed: the record says why, its obligations open as for a change
//   from an unread baseline, and the run fails with the reason.













/** Why a plan's baselines were not compared: no commit in force, and no base to fall back on. */
const NOT_COMPARED = "this push names no earlier commit, and the evidence ledger no merge the gate accepted, to compare the baselines with";
/**
 * The inventory files at commit `base`: the checkout's inventory paths and those the patterns match
 * there, read once per run (RunScope.documentsAt).
 */
function baseDocuments(scope, base) {
    return scope.documentsAt(base, async () => scope.host.inventory.documentsAt(base, {
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
 * The CIP-007 R2 files of the commit the plan compares with (the one in force, else `base`), for
 * the plan to show what the change adds, changes or removes. None read: every file is shown, and
 * the plan says why (showing more is safe where showing less would hide an evaluation).
 */
function patchFilesAt(scope, base) {
    // Read once however many plans the run makes (the merge's, then the apply's fresh one).
    let reading;
    return () => (reading ??= readPatchFilesAt(scope, base));
}
async function readPatchFilesAt(scope, base) {
    let at;
    try {
        at = await comparedCommit(scope, base);
        if (at === undefined)
            return {
                comparedWith: "nothing: there is no commit in force nor a base",
                files: new Map(),
            };
        const read = await scope.host.inventory.filesUnder(at.sha, patch_files_record/* PATCH_FILE_ROOTS */.sS);
        const files = read.filter(({ path }) => (0,patch_files_record/* isPatchFile */.VL)(path));
        return {
            comparedWith: at.named,
            files: new Map(files.map(({ path, text }) => [path, text])),
        };
    }
    catch (error) {
        const which = at === undefined ? "the commit in force" : at.named;
        return {
            comparedWith: `nothing: the patch files at ${which} could not be read (${(0,errors/* errorMessage */.g)(error)})`,
            files: new Map(),
        };
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
 * The record's facts for `plan`, merged over `base`: nothing is read of the base when there is no
 * base or no baseline, nor read again when the owner policy or the plan read it in this run.
 */
async function changeRecordFacts(scope, base, plan) {
    const merged = plan?.baselines;
    let documents;
    let unread;
    if (base !== undefined && merged !== undefined) {
        try {
            documents = await baseDocuments(scope, base);
        }
        catch (error) {
            unread = `the baselines at the base commit ${base} could not be read (${(0,errors/* errorMessage */.g)(error)}): each baseline the change record declares that the ledger has not seen is recorded as a change from an existing baseline nobody could read (CIP-010 R1.2 to R1.6 open, items unknown), never as first declared. Check the token can read the repository's contents at that commit`;
        }
    }
    const found = documents === undefined || merged === undefined ? [] : baseBaselines(documents, merged);
    const fromPolicy = await scope.policyCalendar();
    return {
        governance: await checkoutGovernance(scope),
        patchFiles: await mergedFiles(scope, base, PATCH_FILES),
        assessmentFiles: await mergedFiles(scope, base, ASSESSMENT_FILES),
        atBase: unread !== undefined ? { unread } : found.length === 0 ? {} : { baselines: found },
        calendar: fromPolicy.kind === "invalid"
            ? undefined
            : (0,obligations/* recordedCalendar */.$i)(scope.settings.obligationsTimeZone, fromPolicy),
    };
}
/** The governance facts the checkout's files declare: the merged ones at a merge. */
async function checkoutGovernance(scope) {
    const sourcesText = await (0,optional_file/* readNamedFile */.w)(scope.context.workspaceDir, sources_schema/* DEFAULT_SOURCES_FILE */.U_);
    return declaredGovernance({
        policyFile: scope.settings.policyFile,
        policyText: await scope.policyText(),
        documents: (await scope.inventory()).documents.map((document) => ({
            file: document.location.file,
            document,
        })),
        sourceCommands: (0,source_commands/* sourceCommandsOf */.l)(sourcesText, sources_schema/* DEFAULT_SOURCES_FILE */.U_),
    });
}
const PATCH_FILES = {
    name: "patch files",
    standard: "CIP-007 R2",
    read: patch_files/* readCheckoutPatchFiles */.k,
    roots: patch_files_record/* PATCH_FILE_ROOTS */.sS,
    evidence: patch_files_record/* patchFilesEvidence */.vz,
};
const ASSESSMENT_FILES = {
    name: "assessment files",
    standard: "CIP-010 R3",
    read: assessment_files/* readCheckoutAssessmentFiles */.I,
    roots: assessment_files_record/* ASSESSMENT_FILE_ROOTS */.w9,
    evidence: assessment_files_record/* assessmentFilesEvidence */.td,
};
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
 * A family's files the checkout (the merged commit) has new or changed since `base` (the commit in
 * force when the owner policy was read there, else the push's base); none read when the checkout
 * has none of them. When `base` is unknown or its files cannot be read, every file is carried,
 * compared with nothing, and the log says why: a file carried again unchanged is no new fact (the
 * obligations compare each with the text in force at its path), so carrying more is safe where
 * carrying less would lose a reviewed evaluation or assessment.
 */
async function mergedFiles(scope, base, family) {
    const merged = await family.read(scope.context.workspaceDir);
    // A repository that keeps none costs no read. Removing every one takes nothing out of force:
    // what is in force stays tracked, and its clocks stay due (fail closed).
    if (merged.size === 0)
        return undefined;
    let inForce = new Map();
    let comparedWith = "nothing: this push names no earlier commit";
    if (base !== undefined) {
        try {
            const read = await scope.host.inventory.filesUnder(base, family.roots);
            inForce = new Map(read.map(({ path, text }) => [path, text]));
            comparedWith = base;
        }
        catch (error) {
            comparedWith = `nothing: the ${family.name} at commit ${base} could not be read (${(0,errors/* errorMessage */.g)(error)})`;
            scope.reporter.warning(`The ${family.standard} ${family.name} at commit ${base} could not be read (${(0,errors/* errorMessage */.g)(error)}): the change record carries every one of the merge, which the obligations take as new only where its text differs from the one in force.`);
        }
    }
    return family.evidence(merged, inForce, comparedWith);
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
// EXTERNAL MODULE: ./src/io/checkout/inventory-files.ts + 1 modules
var inventory_files = __webpack_require__(9361);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/io/checkout/optional-file.ts
var optional_file = __webpack_require__(4928);
;// CONCATENATED MODULE: ./src/io/checkout/policy-texts.ts
// The owner policy's files as the checkout has them (a pull request may change them): CODEOWNERS
// from the first of GitHub's places that has one, the policy file, the CIP-002 R2 review file and
// the sources file (whose commands are rules too). Read as text; what they say is for
// core/review/policy/ and core/sources/ to read.



/**
 * The checkout's policy texts under `root`, the policy file's as the caller read it (the run reads
 * it once for every use: its rules, its baselines, its calendar); a file named "" is none.
 */
async function readCheckoutPolicyTexts(root, policyText, files) {
    const text = (file) => (0,optional_file/* readNamedFile */.w)(root, file);
    return {
        codeowners: await readCheckoutCodeowners(root),
        policyText,
        reviewText: await text(files.reviewFile),
        sourcesText: await text(files.sourcesFile),
    };
}
/** The CODEOWNERS file GitHub would use: the first of its three places that exists. */
async function readCheckoutCodeowners(root) {
    for (const path of codeowners/* CODEOWNERS_PATHS */.xn) {
        const text = await (0,optional_file/* readTextIfPresent */.G)((0,external_node_path_.join)(root, path));
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
    });
    const { policy } = atBase;
    if (policy === undefined || loaded === undefined) {
        scope.reporter.info(`No owner policy: ${file} does not exist at the commit ${base}.`);
        return undefined;
    }
    // Read with the policy and listed whole, the base's documents are those the baseline comparison
    // and the change record read too.
    if (atBase.unlisted === undefined)
        await scope.documentsAt(base, async () => atBase.documents);
    const root = scope.context.workspaceDir;
    const guarded = {
        matches: (0,inventory_files/* inventoryPatternsAt */.J4)(scope.settings.patterns.map((pattern) => pattern.toLowerCase()), root.toLowerCase()).matches,
        files: [
            file,
            ...(reviewFile === "" ? [] : [reviewFile]),
            sources_schema/* DEFAULT_SOURCES_FILE */.U_,
            ...codeowners/* CODEOWNERS_PATHS */.xn,
        ],
    };
    const collision = await (0,case_collisions/* caseCollision */.z)(root, guarded, scope.ignoresCase);
    const { sourcesText, ...texts } = await readCheckoutPolicyTexts(root, await scope.policyText(), {
        reviewFile,
        sourcesFile: sources_schema/* DEFAULT_SOURCES_FILE */.U_,
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
        scope.reporter.info(`No evidence ledger (input evidence-branch is ''): the owner policy is judged at the base commit ${base}, whatever change put its files there.`);
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
const HOW_TO_PROTECT = 'add a ruleset targeting it (Settings > Rules > Rulesets) with "Restrict deletions" and "Block force pushes", and "Restrict updates" with the workflow\'s app (GitHub Actions) as the only bypass actor';
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
/** The evidence branch's protection, and (`approvals`) whether merging needs an approval. */
async function reportGuards(scope, { approvals }) {
    const { evidenceBranch, minApprovals } = scope.settings;
    if (evidenceBranch !== "")
        await reportGuard(scope, "ledger", judgeLedgerProtection(evidenceBranch, await scope.host.statuses.ruleTypes(evidenceBranch)));
    const branch = scope.context.defaultBranch;
    if (!approvals || branch === undefined)
        return;
    const fromRules = minApprovals > 0
        ? { kind: "read", value: 0 }
        : await scope.host.statuses.requiredApprovals(branch);
    await reportGuard(scope, "approvals", judgeApprovalsRequired(branch, minApprovals, fromRules));
}
function reportGuard(scope, guard, judged) {
    return say(scope, judged.text, judged.kind === "ok" ? undefined : GUARD_TITLES[guard][judged.kind]);
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

/***/ 3087:
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
var diagnostics = __webpack_require__(7273);
// EXTERNAL MODULE: ./src/engine/engine.ts + 18 modules
var engine = __webpack_require__(9937);
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
// EXTERNAL MODULE: ./src/action/evidence/change-record-facts.ts + 2 modules
var change_record_facts = __webpack_require__(3405);
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
            // CIP-007 R2.1: the items without a patch source, those this pull request adds first.
            patchSources: scope.patchSources,
            // What the reviewer approves for R2.2 and R2.3: the patch files this pull request changes.
            patchFilesAtBase: (0,change_record_facts/* patchFilesAt */.JG)(scope, (0,policy_facts/* pullRequestBase */.M2)(scope, pullRequest)),
        }, client);
        scope.annotate(outcome.diagnostics);
        if (outcome.status === "invalid")
            return scope.failInvalid(outcome.diagnostics, { ...target, head, fingerprint: undefined });
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
    const loaded = await (0,engine/* validateOffline */.EC)(scope.source, scope.sourcesFile, scope.baselineRule, scope.patchSources);
    scope.annotate(loaded.diagnostics);
    const message = (0,messages/* noPlanMessage */.Ir)(messages/* FORK_WITHOUT_KEY */.SP);
    scope.reporter.warning(message, { title: "No plan" });
    if ((0,diagnostics/* hasErrors */.Cs)(loaded.diagnostics)) {
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
    const loaded = await (0,engine/* validateOffline */.EC)(scope.source, scope.sourcesFile, scope.baselineRule, scope.patchSources);
    scope.annotate(loaded.diagnostics);
    if ((0,diagnostics/* hasErrors */.Cs)(loaded.diagnostics))
        return scope.failInvalid(loaded.diagnostics, undefined);
    const assets = loaded.documents.reduce((sum, document) => sum + document.assets.length, 0);
    await scope.reporter.summary(`## Inventory validation: workspace \`${scope.settings.workspace}\`\n\n${(0,messages/* validSummary */.Nj)(loaded.files.length, loaded.documents.length, assets)}`);
}

// EXTERNAL MODULE: ./src/core/inventory/baselines/baseline-keeping.ts
var baseline_keeping = __webpack_require__(9174);
// EXTERNAL MODULE: ./src/core/review/policy/file/parse-policy.ts + 3 modules
var parse_policy = __webpack_require__(3403);
// EXTERNAL MODULE: ./src/io/checkout/optional-file.ts
var optional_file = __webpack_require__(4928);
;// CONCATENATED MODULE: ./src/io/checkout/baseline-rule.ts
// The owner policy's `baselines:` and `patch_sources:` as the plan reads them: from the policy
// file at a root (the repository's cip-policy.yaml from the command line; the Action's checkout and
// its `policy` input). No file: no rule. A file that does not parse is its diagnostics: the plan
// refuses rather than guess, wherever a baseline is written that `ref-only` would refuse, or an
// item without a patch source that `require` would (fail closed;
// core/inventory/baselines/baseline-keeping.ts, core/patches/plan-sources.ts).



/** `file` under `root` ("" names none); its baselines rule, or why it cannot be known. */
async function readBaselineRule(root, file) {
    return baselineRuleOfText(await readNamedFile(root, file), file);
}
/** The baselines rule of the policy file `file`'s text (undefined: there is no such file). */
function baselineRuleOfText(text, file) {
    if (text === undefined)
        return { rule: undefined };
    const parsed = (0,parse_policy/* parsePolicyText */.X)(text, file);
    if (parsed.policy === undefined)
        return { diagnostics: parsed.diagnostics };
    return { rule: (0,baseline_keeping/* baselineRuleOf */.XL)(parsed.policy, file) };
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

// EXTERNAL MODULE: ./src/io/checkout/assessment-files.ts
var assessment_files = __webpack_require__(9725);
// EXTERNAL MODULE: ./src/io/checkout/patch-files.ts
var patch_files = __webpack_require__(3073);
;// CONCATENATED MODULE: ./src/io/checkout/reviewed-files.ts



async function readReviewedFiles(root, cwd, now = new Date()) {
    const patches = await (0,patch_files/* readPatchFiles */.a)(root, cwd);
    const assessments = await (0,assessment_files/* readAssessmentFiles */.u)(root, cwd, now);
    return {
        ...patches,
        assessments: assessments.files,
        diagnostics: [...patches.diagnostics, ...assessments.diagnostics].sort(diagnostics/* compareDiagnostics */.oV),
    };
}

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
            (0,escape_markdown/* markdownCodeSpan */.Bk)((0,diagnostics/* formatLocation */.j$)(entry.location)),
        ]))),
    ];
}

// EXTERNAL MODULE: ./src/render/shared/diagnostics.ts
var shared_diagnostics = __webpack_require__(7924);
// EXTERNAL MODULE: ./src/render/plan/operation-cells.ts
var operation_cells = __webpack_require__(9763);
// EXTERNAL MODULE: ./src/core/plan/possible-renames.ts
var possible_renames = __webpack_require__(3322);
// EXTERNAL MODULE: ./src/render/plan/plan-view.ts
var plan_view = __webpack_require__(2997);
// EXTERNAL MODULE: ./src/render/shared/baseline-deviation-words.ts
var baseline_deviation_words = __webpack_require__(1015);
// EXTERNAL MODULE: ./src/render/shared/patch-source-words.ts
var patch_source_words = __webpack_require__(2346);
// EXTERNAL MODULE: ./src/core/patches/plan-sources.ts
var plan_sources = __webpack_require__(3192);
// EXTERNAL MODULE: ./src/render/shared/patch-file-words.ts
var patch_file_words = __webpack_require__(7437);
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
    const footer = plan.operations.length === 0 && plan.patch_files === undefined
        ? []
        : [(0,markdown_layout/* text */.Qq)(`Plan fingerprint: ${(0,escape_markdown/* markdownCodeSpan */.Bk)(plan.fingerprint)}\n`)];
    const rest = [
        ...possibleRenameSections((0,possible_renames/* renamedDeletes */.tL)(plan.operations)),
        ...relocationSections(view.relocations),
        ...changeSections([...view.creates, ...view.retypes.map((update) => update.operation)]),
        ...baselineSections(plan.baseline_deviations),
        ...patchSourceSections(plan.patch_sources),
        ...commissioningSections(plan.commissioning_assessments),
        ...patchFileSections(plan.patch_files),
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
        rows: diagnostics.map((diagnostic) => (0,markdown_layout/* row */.nM)(diagnostic.severity, `${(0,shared_diagnostics/* diagnosticMarkdownItem */.yc)(diagnostic)}\n`)),
        tail: "",
    };
    return (0,markdown_layout/* fitLayouts */.FV)([{ essential: [], rest: [list], dropped: [], footer: [] }], options);
}
// ---------------------------------------------------------------------------------------------
// Plan sections.
function statusLine(plan) {
    if (plan.operations.length === 0) {
        // "No changes." in bold, as before; any other first line is bold whole.
        const words = (0,plan_view/* noOperationsWords */.Ll)(plan.baseline_deviations, plan.patch_files);
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
        `${(0,escape_markdown/* escapeMarkdown */.FV)(operation.name)}${operation.possible_rename ? ` (${plan_view/* POSSIBLY_RENAMED */.Z$})` : ""}`,
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
            head: `#### Possibly renamed in the service\n\n${plan_view/* REPLACE_CONSEQUENCE */.BA}\n\n`,
            rows: renamed.map((operation) => {
                const rename = operation.possible_rename;
                const fix = (0,escape_markdown/* markdownCodeSpan */.Bk)((0,possible_renames/* renameFixLine */.gP)(rename, operation.asset_type));
                return (0,markdown_layout/* row */.nM)("possible rename", `- ${(0,escape_markdown/* escapeMarkdown */.FV)(rename.live)} (${(0,escape_markdown/* escapeMarkdown */.FV)(operation.asset_id)}, ${operation.asset_type}) in ${(0,operation_cells/* systemCell */._Y)(operation.cyber_system)} ${(0,possible_renames/* declaredAsWords */.mw)(rename, escape_markdown/* escapeMarkdown */.FV)}. Keep the record: ${fix}, ${(0,plan_view/* adoptLiveNameWords */.Nk)(rename, escape_markdown/* escapeMarkdown */.FV)}.\n`);
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
                operation.possible_rename ? `create (${plan_view/* POSSIBLY_RENAMED */.Z$})` : "create",
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
    const heading = (0,escape_markdown/* escapeMarkdown */.FV)((0,baseline_deviation_words/* baselineComparisonWords */.yM)(comparison));
    if (comparison.compared_with === null || comparison.deviations.length === 0)
        return [(0,markdown_layout/* text */.Qq)(`${heading}\n`)];
    return [
        (0,markdown_layout/* table */.tp)(`#### Baseline deviations\n\n${heading}.`, (0,wording/* countOf */.pq)(comparison.deviations.length, "deviation"), ["Asset", "Id", "Cyber system", "Changed", "Opens"], comparison.deviations.map((deviation) => (0,markdown_layout/* row */.nM)("baseline deviation", [
            (0,escape_markdown/* escapeMarkdown */.FV)(deviation.asset),
            (0,escape_markdown/* escapeMarkdown */.FV)(deviation.asset_id ?? "(new)"),
            (0,escape_markdown/* escapeMarkdown */.FV)(deviation.cyber_system),
            deviation.items.map((item) => (0,baseline_deviation_words/* itemChangeWords */.dV)(item, escape_markdown/* escapeMarkdown */.FV)).join("<br>"),
            (0,baseline_deviation_words/* opensWords */.vA)(deviation.opens).replace(/^opens /, ""),
        ]))),
    ];
}
/** The CIP-007 R2.1 check: a row per gap, those this change makes first; or the one line. */
function patchSourceSections(check) {
    if (check === undefined)
        return [];
    const heading = (0,escape_markdown/* escapeMarkdown */.FV)((0,patch_source_words/* patchSourceHeading */.Uq)(check));
    const notSeen = check.not_seen.length === 0 ? "" : `${(0,escape_markdown/* escapeMarkdown */.FV)((0,patch_source_words/* notSeenWords */.Iu)(check, (name) => name))}\n`;
    if (check.missing.length === 0)
        return [(0,markdown_layout/* text */.Qq)(`${heading}\n${notSeen === "" ? "" : `\n${notSeen}`}`)];
    const { byChange, existing } = (0,patch_source_words/* gapsInOrder */.Bc)(check);
    return [
        (0,markdown_layout/* table */.tp)(`#### Patch sources missing\n\n${heading} ${(0,escape_markdown/* escapeMarkdown */.FV)(patch_source_words/* PATCH_SOURCE_FIX_LINE */.Kr)}`, (0,wording/* countOf */.pq)(check.missing.length, "item"), ["Item", "Version", "Asset", "Cyber system", "Change", "Where"], [...byChange, ...existing].map((gap) => (0,markdown_layout/* row */.nM)("patch source missing", [
            `${gap.item} ${(0,escape_markdown/* escapeMarkdown */.FV)(gap.name)}`,
            (0,escape_markdown/* escapeMarkdown */.FV)(gap.version),
            (0,escape_markdown/* escapeMarkdown */.FV)(gap.asset),
            (0,escape_markdown/* escapeMarkdown */.FV)(gap.cyber_system),
            gap.change === "existing"
                ? plan_sources/* PATCH_SOURCE_CHANGE_WORDS */.Is.existing
                : `**${plan_sources/* PATCH_SOURCE_CHANGE_WORDS */.Is[gap.change]}**`,
            (0,escape_markdown/* markdownCodeSpan */.Bk)((0,diagnostics/* formatLocation */.j$)(gap.location)),
        ]))),
        ...(notSeen === "" ? [] : [(0,markdown_layout/* text */.Qq)(notSeen)]),
    ];
}
/** The patch files the change adds, changes or removes: a list item per file, as approved. */
function patchFileSections(changes) {
    if (changes === undefined)
        return [];
    return [
        {
            head: `#### CIP-007 R2 patch files\n\n${(0,escape_markdown/* escapeMarkdown */.FV)((0,patch_file_words/* patchFilesHeading */.Q2)(changes, (words) => words))}\n\n`,
            rows: changes.files.map((shown) => {
                const { line, details } = (0,patch_file_words/* patchFileLines */.GT)(shown, escape_markdown/* markdownCodeSpan */.Bk, escape_markdown/* escapeMarkdown */.FV);
                const nested = details.map((detail) => `  - ${detail}\n`).join("");
                return (0,markdown_layout/* row */.nM)("patch file", `- ${line}\n${nested}`);
            }),
            tail: "",
        },
    ];
}
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
function warningSections(warnings) {
    if (warnings.length === 0)
        return [];
    return [
        {
            head: `#### ${(0,wording/* countOf */.pq)(warnings.length, "warning")}\n\n`,
            rows: warnings.map((warning) => (0,markdown_layout/* row */.nM)("warning", `${(0,shared_diagnostics/* diagnosticMarkdownItem */.yc)(warning)}\n`)),
            tail: "",
        },
    ];
}

// EXTERNAL MODULE: ./src/render/plan/plan-text.ts
var plan_text = __webpack_require__(51);
// EXTERNAL MODULE: ./src/action/run/failure.ts
var failure = __webpack_require__(8694);
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
    stop;
    ignoresCase;
    #openServiceClient;
    #inventory;
    #policyText;
    #inForce;
    #documentsAt = new Map();
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
        const { evidenceBranch, workspace } = this.settings;
        if (evidenceBranch === "")
            return Promise.resolve(null);
        return (this.#inForce ??= (async () => {
            const at = anchor === undefined
                ? this.context.sha
                : typeof anchor === "string"
                    ? anchor
                    : await anchor();
            const authority = await this.host.evidence.authority(evidenceBranch, workspace, {
                writer: await this.ledgerWriter(),
                anchor: at,
            });
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
    /**
     * The inventory files at commit `sha` (the checkout's inventory paths and those the patterns
     * match there), read with `read` once per run: the owner policy, the plan's baseline comparison
     * and the change record read the same base. A read that fails is not kept, so each asker says so.
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
    /** Whose commits the ledger's records must be: input evidence-writer, else the token's login. */
    async ledgerWriter() {
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
    planSettings() {
        return {
            source: this.source,
            limits: this.settings.limits,
            inventory: this.#inventory,
            baselines: this.baselineRule,
        };
    }
    /**
     * The checkout's policy file (input `policy`; undefined when the input is empty or there is no
     * such file), read once however many steps ask for it: its rules, its `baselines:` and its
     * calendar are facts of one text, never of two reads that could differ.
     */
    policyText = () => (this.#policyText ??= (0,optional_file/* readNamedFile */.w)(this.context.workspaceDir, this.settings.policyFile));
    /** `baselines:` of the checkout's policy file (input `policy`): the merged one at a merge. */
    baselineRule = async () => baselineRuleOfText(await this.policyText(), this.settings.policyFile);
    /**
     * The checkout's CIP-007 R2 and CIP-010 R3 files and `patch_sources:` of its policy file, for
     * the routes that review a change (the pull request's plan, validate):
     * core/patches/plan-sources.ts; a broken assessment file refuses the plan too.
     */
    patchSources = async () => ({
        files: await readReviewedFiles(this.context.workspaceDir, this.context.workspaceDir),
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
        return (0,diagnostics/* formatLocation */.j$)({ ...location, file: this.#repositoryPath(location.file) });
    }
    #repositoryPath(file) {
        const dir = this.context.workspaceDir;
        return (0,external_node_path_.relative)(dir, (0,external_node_path_.resolve)(dir, file)).split(external_node_path_.sep).join("/");
    }
}

// EXTERNAL MODULE: ./src/action/settings/settings.ts + 7 modules
var settings = __webpack_require__(6238);
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
            return (await Promise.all(/* import() */[__webpack_require__.e(701), __webpack_require__.e(762), __webpack_require__.e(953)]).then(__webpack_require__.bind(__webpack_require__, 953))).applyMerge(scope, route.before);
        case "merge-group":
            return (await __webpack_require__.e(/* import() */ 365).then(__webpack_require__.bind(__webpack_require__, 3365))).checkMergeGroup(scope, route.group);
        case "policy-review":
            return (await __webpack_require__.e(/* import() */ 153).then(__webpack_require__.bind(__webpack_require__, 6153))).reviewPolicy(scope, route.pullRequest);
        case "drift":
            return (await Promise.all(/* import() */[__webpack_require__.e(701), __webpack_require__.e(762), __webpack_require__.e(393)]).then(__webpack_require__.bind(__webpack_require__, 393))).checkDrift(scope);
        case "validate":
            return validate(scope);
        case "source-sync":
            return (await Promise.all(/* import() */[__webpack_require__.e(175), __webpack_require__.e(545)]).then(__webpack_require__.bind(__webpack_require__, 2545))).syncSourceRoute(scope);
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

/***/ 366:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FE: () => (/* binding */ NO_COMMISSIONING_ASSESSMENT),
/* harmony export */   Fi: () => (/* binding */ checkCommissioningAssessments),
/* harmony export */   Yq: () => (/* binding */ impactUndeclared),
/* harmony export */   Zv: () => (/* binding */ COMMISSIONING_ASSESSMENT_FIX)
/* harmony export */ });
/* unused harmony export commissionedWords */
/* harmony import */ var _inventory_baselines_baseline_differences_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5217);
/* harmony import */ var _inventory_baselines_requirements_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7178);
/* harmony import */ var _inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8453);
/* harmony import */ var _plan_commissioning_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4105);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7273);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2885);
/* harmony import */ var _assessment_files_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4683);
/* harmony import */ var _commissioning_evidence_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(0);
// CIP-010-4 R3.3 at review, as R1.1 is checked at commissioning (core/plan/commissioning.ts): each
// asset the change puts into service (a create, or a move into its system) in a High BES Cyber
// System, of a class Part 3.3 names (the requirement table's row: BCA, EACMS, PCA), must carry in
// the checkout's vulnerability-assessments/ files one of what the standard accepts: "Prior to
// adding a new applicable Cyber Asset to a production environment, perform an active
// vulnerability assessment of the new Cyber Asset, except for CIP Exceptional Circumstances and
// like replacements of the same type of Cyber Asset with a baseline configuration that models an
// existing baseline configuration of the previous or other existing Cyber Asset." So:
//   - an active assessment covering its system and naming the asset under `assets:` (a paper one
//     is listed, and is not enough);
//   - a like-replacement declaration naming the existing asset whose baseline it models: the two
//     baselines are compared as R1.2's deviations are (baseline-differences.ts), and any
//     difference, or a comparison that cannot be made, is listed and does not stand (fail closed);
//   - a CIP Exceptional Circumstance reference.
// A file in the checkout is reviewed by this change's merge or an earlier one, so its record is
// dated no later than the merge. Otherwise the plan lists the asset ("R3.3: no assessment before
// commissioning"), and the policy's `vulnerability_assessments: require` refuses the plan, as
// `patch_sources: require` does (core/patches/plan-sources.ts). Pure.








/** The words every output lists an asset without R3.3's evidence by. */
const NO_COMMISSIONING_ASSESSMENT = "R3.3: no assessment before commissioning";
/**
 * Why an asset of a system without `impact:` is not judged, as every output says it: the plan of
 * "its system", the ledger's pass of the system it names.
 */
function impactUndeclared(system = "its system") {
    return `${system} declares no impact, so whether Part 3.3 applies (High only) is not known; declare impact: in its document`;
}
/** How to close a gap, as every output says it. */
const COMMISSIONING_ASSESSMENT_FIX = `add to ${_assessment_files_js__WEBPACK_IMPORTED_MODULE_6__/* .ASSESSMENTS_FOLDER */ .Jy}/ an active assessment whose systems and assets name it, or a kind: commissioning record with like_replacement_of: EXISTING-ASSET (whose baseline it models) or cip_exceptional_circumstance: REFERENCE`;
const R3_3 = (0,_inventory_baselines_requirements_js__WEBPACK_IMPORTED_MODULE_1__/* .requirementRow */ .gv)("CIP-010 R3.3");
function checkCommissioningAssessments(inputs) {
    const entering = (0,_plan_commissioning_js__WEBPACK_IMPORTED_MODULE_3__/* .goesIntoService */ .Q)(inputs.resolved, inputs.live);
    const commissioned = [];
    for (const { document } of inputs.resolved) {
        const impact = document.impact?.value;
        // A High system only; one without `impact:` is not known to be one: listed as not judged.
        if (impact !== undefined && impact !== "high")
            continue;
        for (const asset of document.assets) {
            const assetClass = asset.class?.value ?? _inventory_document_asset_class_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_ASSET_CLASS */ .q$;
            if (asset.type === "software")
                continue;
            if (!(0,_inventory_baselines_requirements_js__WEBPACK_IMPORTED_MODULE_1__/* .applies */ .Br)(R3_3, { class: assetClass, impact: "high" }))
                continue;
            if (!entering(document, asset))
                continue;
            const system = document.cyberSystem.value;
            const evidence = evidenceOf(inputs, system, asset);
            const gap = (0,_commissioning_evidence_js__WEBPACK_IMPORTED_MODULE_7__/* .evidenceGap */ .mk)(evidence, () => notComparedWhy(inputs.existing));
            commissioned.push({
                cyber_system: system,
                asset: asset.name,
                class: assetClass,
                location: asset.location,
                evidence,
                ...(impact === undefined
                    ? { not_judged: impactUndeclared() }
                    : gap === undefined
                        ? {}
                        : { gap }),
            });
        }
    }
    if (commissioned.length === 0)
        return { check: undefined, problems: [] };
    const setting = "rule" in inputs.rule ? (inputs.rule.rule?.setting ?? "flag") : "flag";
    return { check: { setting, commissioned }, problems: refused(commissioned, inputs.rule) };
}
/** The assessment files that speak for `asset` of `system`, the strongest first. */
function evidenceOf({ files, existing }, system, asset) {
    const r33 = files.flatMap((file) => (0,_commissioning_evidence_js__WEBPACK_IMPORTED_MODULE_7__/* .commissioningFileOf */ .xX)(file) ?? []);
    return (0,_commissioning_evidence_js__WEBPACK_IMPORTED_MODULE_7__/* .evidenceNaming */ .iq)(r33, system, asset.name, (of) => {
        const modelled = existingAsset(existing, of);
        return modelled === undefined || asset.baseline === undefined
            ? undefined
            : (0,_inventory_baselines_baseline_differences_js__WEBPACK_IMPORTED_MODULE_0__/* .baselineDifferences */ .G)(modelled, asset.baseline);
    });
}
/** The existing asset's baseline, by its name in any system (names are unique in the service). */
function existingAsset(existing, name) {
    if (existing === undefined || "notCompared" in existing)
        return undefined;
    for (const document of existing.documents)
        for (const asset of document.assets)
            if ((0,_shared_names_js__WEBPACK_IMPORTED_MODULE_5__/* .nameKey */ .Rc)(asset.name) === (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_5__/* .nameKey */ .Rc)(name) && asset.baseline !== undefined)
                return asset.baseline;
    return undefined;
}
/** Why a like replacement's baselines were not compared at review. */
function notComparedWhy(existing) {
    if (existing === undefined)
        return "but the baselines were not compared (none declared, or no --base)";
    if ("notCompared" in existing)
        return `but the baselines were not compared: ${existing.notCompared}`;
    return "but one of the two declares no baseline to compare";
}
/** `require` refuses each gap; a policy that cannot be read refuses too (fail closed). */
function refused(commissioned, read) {
    const gaps = commissioned.filter((entry) => entry.gap !== undefined);
    if (gaps.length === 0)
        return [];
    if ("diagnostics" in read)
        return read.diagnostics;
    const rule = read.rule;
    if (rule?.setting !== "require")
        return [];
    return gaps.map((entry) => ({
        severity: "error",
        location: entry.location,
        message: `${NO_COMMISSIONING_ASSESSMENT}: ${commissionedWords(entry)} (${entry.gap ?? ""}), and ${rule.file} sets vulnerability_assessments: require: ${COMMISSIONING_ASSESSMENT_FIX}`,
    }));
}
/** The asset as every output names it. */
function commissionedWords(entry) {
    return `${entry.class} ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(entry.asset)} goes into service in High system ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(entry.cyber_system)}`;
}


/***/ }),

/***/ 0:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M5: () => (/* binding */ standingEvidence),
/* harmony export */   iq: () => (/* binding */ evidenceNaming),
/* harmony export */   mk: () => (/* binding */ evidenceGap),
/* harmony export */   xX: () => (/* binding */ commissioningFileOf)
/* harmony export */ });
/* unused harmony export evidenceStands */
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7273);
/* harmony import */ var _assessment_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4683);


/** `file` as R3.3 reads it; undefined for a technical-feasibility record (R3.2's). */
function commissioningFileOf(file) {
    if (file.kind === "assessment") {
        const { kind, id, systems, assets, method } = file;
        return { kind, id, systems, assets, method };
    }
    if (file.kind === "commissioning") {
        const { kind, id, cyber_system, asset, exception } = file;
        return { kind, id, cyber_system, asset, exception };
    }
    return undefined;
}
/**
 * The files that speak for `asset` of `system`, the strongest first (an active assessment, then a
 * paper one, then the exceptions). `compare` says where a like replacement's baseline differs from
 * the existing asset's it names ([] when they agree; undefined when they could not be compared).
 */
function evidenceNaming(files, system, asset, compare) {
    const systemKey = (0,_assessment_files_js__WEBPACK_IMPORTED_MODULE_1__/* .assessedNameKey */ .AT)(system);
    const assetKey = (0,_assessment_files_js__WEBPACK_IMPORTED_MODULE_1__/* .assessedNameKey */ .AT)(asset);
    const assessments = [];
    const exceptions = [];
    for (const file of files) {
        if (file.kind === "assessment") {
            if (!file.systems.some((name) => (0,_assessment_files_js__WEBPACK_IMPORTED_MODULE_1__/* .assessedNameKey */ .AT)(name) === systemKey))
                continue;
            if (!file.assets.some((name) => (0,_assessment_files_js__WEBPACK_IMPORTED_MODULE_1__/* .assessedNameKey */ .AT)(name) === assetKey))
                continue;
            assessments.push({ kind: `${file.method}-assessment`, record: file.id });
            continue;
        }
        if ((0,_assessment_files_js__WEBPACK_IMPORTED_MODULE_1__/* .assessedNameKey */ .AT)(file.cyber_system) !== systemKey)
            continue;
        if ((0,_assessment_files_js__WEBPACK_IMPORTED_MODULE_1__/* .assessedNameKey */ .AT)(file.asset) !== assetKey)
            continue;
        const { exception } = file;
        if ("cip_exceptional_circumstance" in exception) {
            const reference = exception.cip_exceptional_circumstance;
            exceptions.push({ kind: "exceptional-circumstance", record: file.id, reference });
            continue;
        }
        const of = exception.like_replacement_of;
        const differences = compare(of);
        exceptions.push({
            kind: "like-replacement",
            record: file.id,
            of,
            ...(differences === undefined ? {} : { differences }),
        });
    }
    // Active before paper, so that the first one read is the one that stands.
    assessments.sort((a, b) => Number(b.kind === "active-assessment") - Number(a.kind === "active-assessment"));
    return [...assessments, ...exceptions];
}
/** Whether `entry` stands for R3.3: an active assessment, an exception, an equal baseline. */
function evidenceStands(entry) {
    switch (entry.kind) {
        case "active-assessment":
        case "exceptional-circumstance":
            return true;
        case "paper-assessment":
            return false;
        case "like-replacement":
            return entry.differences !== undefined && entry.differences.length === 0;
    }
}
/** The evidence that stands, the strongest; undefined when none does. */
function standingEvidence(evidence) {
    return evidence.find(evidenceStands);
}
/**
 * Why none of `evidence` stands; undefined: one does. `notCompared` says why a like replacement
 * without differences could not be compared (the caller knows what it compared with).
 */
function evidenceGap(evidence, notCompared) {
    if (evidence.some(evidenceStands))
        return undefined;
    const reasons = evidence.map((entry) => {
        switch (entry.kind) {
            case "paper-assessment":
                return `${entry.record} is a paper assessment (Part 3.3 asks for an active one)`;
            case "like-replacement":
                return `${entry.record} declares a like replacement of ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(entry.of)}, ${entry.differences === undefined
                    ? notCompared()
                    : `whose baseline differs: ${entry.differences.map(differenceWords).join("; ")}`}`;
            default:
                return `${entry.record} does not stand`;
        }
    });
    return reasons.length === 0 ? "no assessment file names it" : reasons.join("; ");
}
function differenceWords({ item, added, removed }) {
    // Compared by digest only (a baseline_ref, or a ledger record's): no item to name.
    if (item === "unknown")
        return "the baseline as a whole (by its digest)";
    const parts = [
        ...(added.length === 0 ? [] : [`adds ${added.join(", ")}`]),
        ...(removed.length === 0 ? [] : [`lacks ${removed.join(", ")}`]),
    ];
    return parts.length === 0 ? item : `${item} ${parts.join(" and ")}`;
}


/***/ }),

/***/ 6075:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  X: () => (/* binding */ parseAssessmentText)
});

// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var diagnostics = __webpack_require__(7273);
// EXTERNAL MODULE: ./src/core/inventory/document/yaml-reader.ts
var yaml_reader = __webpack_require__(249);
// EXTERNAL MODULE: ./src/core/patches/patch-file-reader.ts
var patch_file_reader = __webpack_require__(6055);
// EXTERNAL MODULE: ./src/core/assessments/assessment-files.ts
var assessment_files = __webpack_require__(4683);
;// CONCATENATED MODULE: ./src/core/assessments/assessment-reading.ts
// What the parsers of an assessment file's parts share (parse-assessment.ts and the modules of its
// parts): the reader, the file's fields, and the latest day a written date may name.

/** A date written in the file, never after the latest day any time zone has reached. */
function pastDate({ reader, options }, value, keyOffset, label, hint) {
    const date = reader.date(value, keyOffset, label, hint);
    if (date === undefined || date <= options.latest)
        return date;
    reader.error((0,yaml_reader/* nodeStart */.f)(value), `${label} ${date} is after today (${options.latest}): write the day it happened, once it has`);
    return undefined;
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/core/assessments/parse-action-plan.ts
// CIP-010-4 R3.4's action plan in an assessment file: `no vulnerabilities found`, or the action
// items, each with its planned completion date and its dated status history ("the planned date of
// completing the action plan and the execution status of any remediation or mitigation action
// items"). Statuses are written in date order, none after today; an item's ids are distinct.
//
//   action_plan:
//     - id: AI-1
//       action: disable telnet on alpha-relay-01
//       planned_completion: 2026-06-30
//       status:
//         - { on: 2026-03-12, status: open }
//         - { on: 2026-05-02, status: done }






const PLAN_SHAPE = `${assessment_files/* NO_VULNERABILITIES */.Li}, or a list of { id, action, planned_completion, status }`;
const ITEM_KEYS = ["id", "action", "planned_completion", "status"];
/** The action plan; reported at `resultsAt` when the file has none. */
function actionPlanOf(reading, resultsAt) {
    const { reader, fields } = reading;
    const field = fields.get("action_plan");
    if (field === undefined) {
        reader.error(resultsAt, `an assessment documents its action plan (CIP-010-4 R3.4); write action_plan: ${PLAN_SHAPE}`);
        return undefined;
    }
    if ((0,dist/* isScalar */.jn)(field.value) && field.value.value === assessment_files/* NO_VULNERABILITIES */.Li)
        return assessment_files/* NO_VULNERABILITIES */.Li;
    if ((0,dist/* isScalar */.jn)(field.value)) {
        reader.error((0,yaml_reader/* nodeStart */.f)(field.value), `action_plan ${(0,diagnostics/* quote */.hD)(String(field.value.value))} is not a plan; write ${PLAN_SHAPE}`);
        return undefined;
    }
    const items = reader.list(field.value, field.keyOffset, "action_plan", PLAN_SHAPE);
    if (items === undefined)
        return undefined;
    const plan = [];
    for (const item of items) {
        const read = itemOf(reading, item, (0,yaml_reader/* nodeStart */.f)(field.value));
        if (read === undefined)
            return undefined;
        if (plan.some((other) => other.id === read.id)) {
            reader.error((0,yaml_reader/* nodeStart */.f)(item), `action item ${(0,diagnostics/* quote */.hD)(read.id)} is written twice`);
            return undefined;
        }
        plan.push(read);
    }
    return plan;
}
function itemOf(reading, value, keyOffset) {
    const { reader } = reading;
    const shape = "{ id, action, planned_completion, status }";
    const map = reader.submap(value, keyOffset, "an action item", shape);
    const fields = map && reader.fields(map, ITEM_KEYS, ITEM_KEYS, "an action item");
    if (fields === undefined)
        return undefined;
    const at = (key) => (0,patch_file_reader/* requiredField */.Q$)(fields, key);
    const id = reader.text(at("id").value, at("id").keyOffset, "id", "the item's id, AI-1");
    const action = reader.text(at("action").value, at("action").keyOffset, "action", "the remediation or mitigation to carry out");
    const planned = reader.date(at("planned_completion").value, at("planned_completion").keyOffset, "planned_completion", "the planned date of completing it");
    const statuses = statusesOf(reading, at("status").value, at("status").keyOffset);
    if (id === undefined || action === undefined || planned === undefined || statuses === undefined)
        return undefined;
    return { id, action, plannedCompletion: planned, statuses };
}
function statusesOf(reading, value, keyOffset) {
    const { reader } = reading;
    const shape = "{ on: 2026-03-12, status: open }";
    const items = reader.list(value, keyOffset, "status", shape);
    if (items === undefined)
        return undefined;
    const statuses = [];
    for (const item of items) {
        const map = reader.submap(item, (0,yaml_reader/* nodeStart */.f)(value), "a status", shape);
        const fields = map && reader.fields(map, ["on", "status"], ["on", "status"], "a status");
        if (fields === undefined)
            return undefined;
        const on = pastDate(reading, (0,patch_file_reader/* requiredField */.Q$)(fields, "on").value, (0,patch_file_reader/* requiredField */.Q$)(fields, "on").keyOffset, "on", "the day of the status");
        const status = reader.choice((0,patch_file_reader/* requiredField */.Q$)(fields, "status").value, (0,patch_file_reader/* requiredField */.Q$)(fields, "status").keyOffset, { label: "status", hint: "open, in-progress or done" }, assessment_files/* ITEM_STATUSES */.J4)?.value;
        if (on === undefined || status === undefined)
            return undefined;
        const last = statuses.at(-1);
        if (last !== undefined && on < last.on) {
            reader.error((0,yaml_reader/* nodeStart */.f)(item), `status of ${on} is written after one of ${last.on}; keep the history in date order`);
            return undefined;
        }
        statuses.push({ on, status });
    }
    return statuses;
}

;// CONCATENATED MODULE: ./src/core/assessments/parse-assessment-exceptions.ts
// The two records of an assessment file that stand in for an assessment: a technical-feasibility
// record (R3.2: "Where technically feasible"), naming the High systems and its reference; and a
// commissioning exception (R3.3): a like replacement naming the existing asset whose baseline the
// new one models, or a CIP Exceptional Circumstance reference, one of them.
//
//   version: 1
//   id: TF-2026-01
//   kind: technical-feasibility
//   systems: [Legacy Control]
//   reference: TFE-0042
//   reason: the serial relays cannot be scanned actively without tripping
//
//   version: 1
//   id: C-2026-07
//   kind: commissioning
//   cyber_system: Protection System
//   asset: alpha-relay-03
//   like_replacement_of: alpha-relay-01


function feasibilityOf(start) {
    const keys = ["version", "id", "kind", "systems", "reference", "reason"];
    const read = start(keys, ["version", "id", "systems", "reference", "reason"]);
    if (read === undefined)
        return undefined;
    const { reader, fields } = read.reading;
    const at = (key) => (0,patch_file_reader/* requiredField */.Q$)(fields, key);
    const systems = reader.texts(at("systems").value, at("systems").keyOffset, "systems", "a High system an active assessment is not technically feasible for");
    const reference = reader.text(at("reference").value, at("reference").keyOffset, "reference", "the record's reference (its technical feasibility exception, say)");
    const reason = reader.text(at("reason").value, at("reason").keyOffset, "reason", "why an active assessment is not technically feasible");
    if (systems === undefined || reference === undefined || reason === undefined)
        return undefined;
    return { kind: "technical-feasibility", id: read.id, systems, reference, reason };
}
const EXCEPTIONS = ["like_replacement_of", "cip_exceptional_circumstance"];
function commissioningOf(start) {
    const keys = ["version", "id", "kind", "cyber_system", "asset", ...EXCEPTIONS];
    const read = start(keys, ["version", "id", "cyber_system", "asset"]);
    if (read === undefined)
        return undefined;
    const { reader, fields } = read.reading;
    const at = (key) => (0,patch_file_reader/* requiredField */.Q$)(fields, key);
    const system = reader.text(at("cyber_system").value, at("cyber_system").keyOffset, "cyber_system", "the system the asset goes into, as its document names it");
    const asset = reader.text(at("asset").value, at("asset").keyOffset, "asset", "the new asset, as the inventory names it");
    const exception = exceptionOf(read.reading, fields, (0,yaml_reader/* nodeStart */.f)(at("asset").value));
    if (system === undefined || asset === undefined || exception === undefined)
        return undefined;
    return { kind: "commissioning", id: read.id, cyber_system: system, asset, exception };
}
function exceptionOf({ reader }, fields, at) {
    const written = EXCEPTIONS.filter((key) => fields.has(key));
    const [key] = written;
    if (key === undefined || written.length !== 1) {
        reader.error(at, `a commissioning record names ${written.length === 0 ? "no" : "both"} exception${written.length === 0 ? "" : "s"} of CIP-010-4 R3.3; write exactly one of like_replacement_of: EXISTING-ASSET or cip_exceptional_circumstance: REFERENCE`);
        return undefined;
    }
    const field = (0,patch_file_reader/* requiredField */.Q$)(fields, key);
    const text = reader.text(field.value, field.keyOffset, key, key === "like_replacement_of"
        ? "the existing asset whose baseline the new one models"
        : "the CIP Exceptional Circumstance's reference");
    if (text === undefined)
        return undefined;
    return key === "like_replacement_of"
        ? { like_replacement_of: text }
        : { cip_exceptional_circumstance: text };
}

;// CONCATENATED MODULE: ./src/core/assessments/parse-assessment.ts







const ASSESSMENT_KEYS = [
    "version",
    "id",
    "kind",
    "systems",
    "assets",
    "method",
    "environment",
    "test_environment",
    "controls_assessed",
    "tool_output",
    "performed_on",
    "results",
    "action_plan",
];
function parseAssessmentText(text, file, options) {
    return (0,patch_file_reader/* parsePatchFile */.st)(text, file, "a vulnerability assessment file", (reader, map) => fileOf(reader, map, file, options));
}
function fileOf(reader, map, file, options) {
    const kindField = map.items.find((pair) => pair.key?.value === "kind");
    const kind = kindField === undefined
        ? "assessment"
        : reader.choice(kindField.value, (0,yaml_reader/* nodeStart */.f)(kindField.key), { label: "kind", hint: "assessment, technical-feasibility or commissioning" }, assessment_files/* ASSESSMENT_KINDS */.hl)?.value;
    if (kind === undefined)
        return undefined;
    const reading = (known, required) => {
        const fields = reader.fields(map, known, required, `a ${kind} record`);
        if (fields === undefined || !reader.version(fields))
            return undefined;
        const id = fileId(reader, fields, file);
        return id === undefined ? undefined : { id, reading: { reader, fields, options } };
    };
    if (kind === "technical-feasibility")
        return feasibilityOf(reading);
    if (kind === "commissioning")
        return commissioningOf(reading);
    const read = reading(ASSESSMENT_KEYS, ["version", "id", "systems", "method", "results"]);
    return read && assessmentOf(read.reading, read.id);
}
/** The file's `id`, which must be its file's name in the folder. */
function fileId(reader, fields, file) {
    const field = (0,patch_file_reader/* requiredField */.Q$)(fields, "id");
    const id = reader.text(field.value, field.keyOffset, "id", "the record's id, its file's name");
    if (id === undefined)
        return undefined;
    const named = file
        .split("/")
        .at(-1)
        ?.replace(/\.yaml$/, "");
    if (named === id && file.split("/").at(-2) === assessment_files/* ASSESSMENTS_FOLDER */.Jy)
        return id;
    reader.error((0,yaml_reader/* nodeStart */.f)(field.value), `record ${(0,diagnostics/* quote */.hD)(id)} is filed as ${assessment_files/* ASSESSMENTS_FOLDER */.Jy}/${id}.yaml; move or rename the file`);
    return undefined;
}
function assessmentOf(reading, id) {
    const { reader, fields } = reading;
    const at = (key) => (0,patch_file_reader/* requiredField */.Q$)(fields, key);
    const systems = reader.texts(at("systems").value, at("systems").keyOffset, "systems", "a cyber system it covers, as its document's cyber_system: names it");
    const assets = fields.has("assets")
        ? reader.texts(at("assets").value, at("assets").keyOffset, "assets", "an asset it assessed")
        : [];
    const method = reader.choice(at("method").value, at("method").keyOffset, { label: "method", hint: "paper or active" }, assessment_files/* METHODS */.J8)?.value;
    const environment = environmentOf(reading);
    const evidence = evidenceOf(reading);
    const performed = fields.get("performed_on");
    const performedOn = performed &&
        pastDate(reading, performed.value, performed.keyOffset, "performed_on", "the day it was done");
    const results = reader.text(at("results").value, at("results").keyOffset, "results", "what the assessment found (R3.4: document the results)");
    const actionPlan = actionPlanOf(reading, (0,yaml_reader/* nodeStart */.f)(at("results").value));
    if (systems === undefined ||
        assets === undefined ||
        method === undefined ||
        environment === undefined ||
        evidence === undefined ||
        (performed !== undefined && performedOn === undefined) ||
        results === undefined ||
        actionPlan === undefined)
        return undefined;
    return {
        kind: "assessment",
        id,
        systems,
        assets,
        method,
        ...environment,
        ...evidence,
        ...(performedOn === undefined ? {} : { performedOn }),
        results,
        actionPlan,
    };
}
/** `environment` (production by default), and a test environment's differences (3.2.2). */
function environmentOf(reading) {
    const { reader, fields } = reading;
    const field = fields.get("environment");
    const environment = field === undefined
        ? "production"
        : reader.choice(field.value, field.keyOffset, { label: "environment", hint: "production or test" }, assessment_files/* ENVIRONMENTS */.ju)?.value;
    if (environment === undefined)
        return undefined;
    const test = fields.get("test_environment");
    if (environment === "production") {
        if (test === undefined)
            return { environment };
        reader.error(test.keyOffset, "test_environment belongs to an assessment in a test environment; remove it, or write environment: test");
        return undefined;
    }
    if (test === undefined) {
        reader.error(
        // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- environment is test only when the environment field was written
        field.keyOffset, "an assessment in a test environment documents the differences from production and how they were accounted for (CIP-010-4 3.2.2); write test_environment: { differences: ..., accounted_for: ... }");
        return undefined;
    }
    const testEnvironment = testEnvironmentOf(reader, test.value, test.keyOffset);
    return testEnvironment && { environment, testEnvironment };
}
function testEnvironmentOf(reader, value, keyOffset) {
    const shape = "{ differences: ..., accounted_for: ... }";
    const map = reader.submap(value, keyOffset, "test_environment", shape);
    const keys = ["differences", "accounted_for"];
    const fields = map && reader.fields(map, keys, keys, "test_environment");
    if (fields === undefined)
        return undefined;
    const [differences, accountedFor] = keys.map((key) => reader.text((0,patch_file_reader/* requiredField */.Q$)(fields, key).value, (0,patch_file_reader/* requiredField */.Q$)(fields, key).keyOffset, key, key === "differences"
        ? "how the test environment differs from production"
        : "the measures used to account for the differences"));
    return differences === undefined || accountedFor === undefined
        ? undefined
        : { differences, accountedFor };
}
const SHA256 = /^[0-9a-f]{64}$/;
/** The controls assessed, or the tool output by digest: one of them at least (R3.1's Measures). */
function evidenceOf(reading) {
    const { reader, fields } = reading;
    const controlsField = fields.get("controls_assessed");
    const outputField = fields.get("tool_output");
    if (controlsField === undefined && outputField === undefined) {
        const at = (0,patch_file_reader/* requiredField */.Q$)(fields, "method").keyOffset;
        reader.error(at, "an assessment lists the controls assessed or the output of the tools used (CIP-010-4 R3.1's Measures); write controls_assessed: [...] or tool_output: [{ name: ..., sha256: ... }]");
        return undefined;
    }
    const controls = controlsField === undefined
        ? []
        : reader.texts(controlsField.value, controlsField.keyOffset, "controls_assessed", "a control assessed");
    const outputs = outputField === undefined ? [] : toolOutputs(reader, outputField.value, outputField.keyOffset);
    return controls === undefined || outputs === undefined
        ? undefined
        : { controls, toolOutput: outputs };
}
function toolOutputs(reader, value, keyOffset) {
    const shape = "{ name: scan.nessus, sha256: 64 hex digits }";
    const items = reader.list(value, keyOffset, "tool_output", shape);
    if (items === undefined)
        return undefined;
    const outputs = [];
    for (const item of items) {
        const map = reader.submap(item, (0,yaml_reader/* nodeStart */.f)(value), "tool_output entry", shape);
        const keys = ["name", "sha256"];
        const fields = map && reader.fields(map, keys, keys, "a tool_output entry");
        if (fields === undefined)
            return undefined;
        const name = reader.text((0,patch_file_reader/* requiredField */.Q$)(fields, "name").value, (0,patch_file_reader/* requiredField */.Q$)(fields, "name").keyOffset, "name", "the output file's name");
        const digest = (0,patch_file_reader/* requiredField */.Q$)(fields, "sha256");
        const sha256 = reader.text(digest.value, digest.keyOffset, "sha256", "its SHA-256, 64 hex");
        if (name === undefined || sha256 === undefined)
            return undefined;
        if (!SHA256.test(sha256)) {
            reader.error((0,yaml_reader/* nodeStart */.f)(digest.value), `sha256 must be the output's SHA-256 in 64 lower-case hex digits (sha256sum FILE), not ${(0,diagnostics/* quote */.hD)(sha256)}`);
            return undefined;
        }
        outputs.push({ name, sha256 });
    }
    return outputs;
}


/***/ }),

/***/ 7491:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  b7: () => (/* reexport */ APPROVERS),
  L3: () => (/* reexport */ MAX_OBSERVATION_SKEW_MINUTES),
  o9: () => (/* reexport */ ORIGINS),
  vO: () => (/* binding */ authorityOf)
});

// UNUSED EXPORTS: AUTHORITY_TABLE, DATE_RULES, FACTS

;// CONCATENATED MODULE: ./src/core/authority/authority-row.ts
const FACTS = (/* unused pure expression or super */ null && ([
    "inventory-operation",
    "baseline",
    "baseline-reviewed",
    "baseline-completed-on",
    "completion-note",
    "verification-note",
    "configuration-observation",
    "investigation-note",
    "policy-rules",
    "policy-owners",
    "system-owners",
    "system-impact",
    "cip-senior-manager",
    "delegates",
    "cip-002-last-approval",
    "calendar",
    "source-commands",
    "patch-sources",
    "patch-evaluation",
    "mitigation-plan",
    "plan-timeframe-change",
    "plan-event-occurred",
    "plan-implemented",
    "vulnerability-assessment",
    "technical-feasibility",
    "commissioning-exception",
    "action-item-status",
    "action-item-date-change",
]));
/**
 * Where a record of a fact may come from. Anything else (a drift check on another branch, a record
 * appended by someone other than the ledger's writer, a break-glass record or a collector's file
 * no operator key signed) is no origin at all: what it carries closes nothing.
 */
const ORIGINS = {
    "reviewed-merge": "a pull request merged into the default branch, whose merge the Action recorded with the gate passed",
    "default-branch-drift-check": "the Action's drift check on the default branch",
    "operator-signed-append": "cip-sync evidence append --monitoring, in a commit signed by an operator key that evidence verify --operator-keys accepts",
    "signed-break-glass": "a break-glass record (cip-sync apply --record) in a commit signed by an operator key that evidence verify --operator-keys accepts",
};
/** Whose approval a change of a fact needs, each as the facts in force name them, all of a row's together. */
const APPROVERS = {
    "counted-approvals": "min-approvals counted approvals of the pull request (the gate)",
    "system-owners": "the owners the system's document names in force (owner policy)",
    "policy-owners": "the policy owners cip-policy.yaml names in force",
    "rule-approvers": "the approvals each rule the change removes or weakens itself requires, in force",
    "cip-senior-manager": "the CIP Senior Manager cip-policy.yaml names in force",
    "senior-manager-or-delegate": "the CIP Senior Manager or a delegate for the action (cip-002-r2.2 for a CIP-002 R2 approval, cip-007-r2.4 for a mitigation plan's revision or extension), as cip-policy.yaml names them in force, a delegation counting from its delegated_on",
    "action-plan-approvers": "one of the people cip-policy.yaml's assessment_date_approvers names in force before the merge, or, where it names none, one of the owners the system's document names in force before the merge, among its counted approvers (CIP-010 R3.4 names no approver; a team among the owners is not matched)",
    "deviation-approvers": "a counted approver of the pull request that authorized the deviation the fact is about",
};
/** How far a collector's clock may run ahead of the one that appends its file. */
const MAX_OBSERVATION_SKEW_MINUTES = 5;
/** The dates a fact may carry, against the record that carries it. */
const DATE_RULES = {
    "recorded-at": "none of its own: it is dated by the record that carries it",
    "not-after-record": "never after the latest day any time zone has reached when the record that carries it is written: that instant's date in UTC+14, the zone farthest ahead (so the next UTC day only from 10:00 UTC)",
    "not-before-authorization": "not before the day its deviation was authorized; an earlier date is an R1.2 exception",
    "observed-before-append": `observed_at never after the moment it is appended, beyond the clock-skew allowance of ${MAX_OBSERVATION_SKEW_MINUTES} minutes (MAX_OBSERVATION_SKEW_MINUTES)`,
    "in-force-from-record": "in force from the record that carries it: obligations opened before keep the rule they were judged by",
};
const CLOSES_NOTHING = "closes nothing, and is listed as an exception that says why";

;// CONCATENATED MODULE: ./src/core/authority/vulnerability-assessment-authority.ts
// CIP-010-4 R3's facts as rows of the authority table: an assessment, a technical-feasibility
// record, a commissioning exception (a like replacement or a CIP Exceptional Circumstance), an
// action item's status and a change of its planned date. Each file is reviewed by pull request and
// dated by the accepted merge's record, as CIP-007 R2's are.

/** What every CIP-010 R3 row says of where the code holds it, and what it does not hold yet. */
const R3_HELD = "the CIP-010 R3 pass (core/obligations/vulnerability-assessments/assessment-pass.ts) reads it from accepted merge records only (change.assessment_files, each file new where its text differs from the one in force; a refused or break-glass record's is listed beside what it did not close); the Action's merge route writes it (action/evidence/change-record-facts.ts); the plan parses every file at review and refuses one with a problem (io/checkout/reviewed-files.ts); its parser (core/assessments/parse-assessment.ts) places every mistake at its line and column, and a file it refuses puts nothing in force";
/** CIP-010-4 R3's facts: each assessment file is reviewed by pull request, dated by the merge's record. */
const VULNERABILITY_ASSESSMENT_AUTHORITY = [
    {
        fact: "vulnerability-assessment",
        assertedIn: "vulnerability-assessments/ID.yaml: the systems it covers, paper or active, the environment (a test environment with its differences from production and how they were accounted for), the controls assessed or the tool output by sha256 digest, the results and the action plan",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["recorded-at", "not-after-record"],
        without: `the systems it covers stay open under R3.1 (and R3.2); it ${CLOSES_NOTHING}`,
        cites: "CIP-010 R3.1",
        held: R3_HELD,
    },
    {
        fact: "technical-feasibility",
        assertedIn: "vulnerability-assessments/ID.yaml of kind technical-feasibility: the High systems an active assessment is not technically feasible for, and the record's reference",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["recorded-at"],
        without: `R3.2 stays open for the systems it names; it ${CLOSES_NOTHING}`,
        cites: "CIP-010 R3.2",
        held: R3_HELD,
    },
    {
        fact: "commissioning-exception",
        assertedIn: "vulnerability-assessments/ID.yaml of kind commissioning: a like replacement naming the existing asset whose baseline the new one models, or a CIP Exceptional Circumstance reference",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["recorded-at"],
        without: "the asset is commissioned without R3.3 evidence: the plan flags it, and the merge's R3.3 obligation is an exception that says why",
        cites: "CIP-010 R3.3",
        held: "the plan's R3.3 check at commissioning (core/assessments/commissioning-assessments.ts), which lists an asset without it and refuses under `vulnerability_assessments: require`; the CIP-010 R3 pass (core/obligations/vulnerability-assessments/assessment-commissioning.ts), which judges each asset an accepted merge put into service by the files in force at it, listed in vulnerability-commissioning.csv; its parser (core/assessments/parse-assessment.ts) places every mistake at its line and column",
    },
    {
        fact: "action-item-status",
        assertedIn: "the status history of an action item in vulnerability-assessments/ID.yaml: each status with its date",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["not-after-record"],
        without: `the item stays open under R3.4; it ${CLOSES_NOTHING}`,
        cites: "CIP-010 R3.4",
        held: R3_HELD,
    },
    {
        fact: "action-item-date-change",
        assertedIn: "a later version of vulnerability-assessments/ID.yaml whose action item's planned completion date differs",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "action-plan-approvers"],
        dates: ["recorded-at"],
        without: "the planned date in force stays, and the item is an R3.4 exception that says who did not approve the change",
        cites: "CIP-010 R3.4",
        held: R3_HELD,
    },
];

;// CONCATENATED MODULE: ./src/core/authority/authority-table.ts
// The authority table: one row per fact that opens, moves or closes a CIP obligation or a control,
// saying where a record of it may come from, who must approve a change of it (judged by the facts
// in force: the files of the commit the last merge the gate accepted merged, as the ledger's chain
// carries it (core/evidence/records/in-force/facts-in-force.ts), never the ones the change brings nor what
// the base branch holds; "the base" below is that commit), the dates it may carry, and
// what a record without that authority gets. It is the one place this is decided: the gate, the
// obligations, the populations and docs/cip-obligations.md ("Who may assert what") read it, and
// test/core/authority/authority-table.test.ts holds every row.
//
// Two models shaped it. An in-toto layout names, for each step of a supply chain, the
// functionaries who may perform it and how many must agree, and verification checks every link
// against the layout, not against what a link claims of itself. TUF's delegated roles can only
// delegate what they hold: a key trusted for one path cannot sign for another. Here, a fact is a
// step, its origins and approvers are its functionaries, and a rule can be lifted only with the
// approvals the rule itself requires.
//
// Each row cites the requirement part whose words docs/cip-obligations.md quotes beside it (the
// quotes live in the requirement table and the governance requirements, where two sources agreed
// on them); `held` says where the code holds the row, and names what it does not hold yet, so the
// docs never claim more than the tool does.



/** What every CIP-007 R2 row says of where the records come from. */
const FROM_THE_LEDGER = "read from accepted merge records only: their patch_files, each new where its text differs from the one in force, and their baselines' patched items (core/obligations/patch-management/patch-merges.ts); a file its parser refuses is refused at review by the plan's patch-file check and, merged anyway, puts nothing in force";
const PASS = "the patch-management pass (core/obligations/patch-management/patch-obligations.ts)";
/** CIP-007-6 R2's facts: each file is reviewed by pull request, and dated by the merge's record. */
const PATCH_MANAGEMENT_ROWS = [
    {
        fact: "patch-sources",
        assertedIn: "cip-patch-sources.yaml: each source and the baseline items it covers, and the no_source declarations (no patching source, or not updateable, with a reason)",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["recorded-at"],
        without: `an item it would cover stays an R2.1 exception, and no R2.2 interval opens; it ${CLOSES_NOTHING}`,
        cites: "CIP-007 R2.1",
        held: `${PASS} reads the file in force from accepted merges only, and lists a file another record carries beside what it did not close, in judgeAuthority's words; a declaration closes an item's R2.1 only when reviewed with or after the item's last change; the file's parser (core/patches/parse-patch-sources.ts) places every mistake at its line and column; ${FROM_THE_LEDGER}`,
    },
    {
        fact: "patch-evaluation",
        assertedIn: "patch-evaluations/SOURCE/NAME.yaml: the source, releases_since, and each patch with its release date and applicable or not (with a reason)",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["recorded-at", "not-after-record"],
        without: `the source's R2.2 interval stays open and no R2.3 obligation opens; it ${CLOSES_NOTHING}`,
        cites: "CIP-007 R2.2",
        held: `${PASS}: an evaluation is dated by the record that merges it, never by a field; a releases_since or a released date after that record closes nothing; a releases_since after the previous evaluation's record leaves a gap, an exception; ${FROM_THE_LEDGER}`,
    },
    {
        fact: "mitigation-plan",
        assertedIn: "patch-plans/ID.yaml: the patches it covers, the planned actions (one at least) and a timeframe (a by date or an event)",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["recorded-at"],
        without: `the patches it names stay open under R2.3; it ${CLOSES_NOTHING}`,
        cites: "CIP-007 R2.3",
        held: `${PASS}: the plan is dated by the record that merges it; its parser (core/patches/parse-mitigation-plan.ts) refuses a plan without actions or timeframe at its line and column; ${FROM_THE_LEDGER}`,
    },
    {
        fact: "plan-timeframe-change",
        assertedIn: "a later version of patch-plans/ID.yaml whose timeframe differs: a revision or an extension",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "senior-manager-or-delegate"],
        dates: ["recorded-at"],
        without: "the due date in force stays; a change an accepted merge documents without that approval makes the plan an R2.4 exception that says why (no approval by the CIP Senior Manager, nor by a delegate holding cip-007-r2.4 delegated on or before the approval's day), and one a refused merge or a break-glass record carries is listed beside the plan as taking no force",
        cites: "CIP-007 R2.4",
        held: `${PASS}, with the CIP Senior Manager and delegates in force before the merge and each counted approver's approval date in the calendar's time zone; ${FROM_THE_LEDGER}`,
    },
    {
        fact: "plan-event-occurred",
        assertedIn: "event_occurred_on: YYYY-MM-DD in an event-dated patch-plans/ID.yaml",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["not-after-record"],
        without: `the plan keeps no due date; it ${CLOSES_NOTHING}`,
        cites: "CIP-007 R2.4",
        held: `${PASS}: the first event_occurred_on in force sets the due date; a later different one is a change of the timeframe; ${FROM_THE_LEDGER}`,
    },
    {
        fact: "plan-implemented",
        assertedIn: "implemented_on: YYYY-MM-DD in patch-plans/ID.yaml",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["not-after-record"],
        without: `R2.4 stays open; it ${CLOSES_NOTHING}`,
        cites: "CIP-007 R2.4",
        held: `${PASS}; whether the mitigations were carried out on the devices no record shows; ${FROM_THE_LEDGER}`,
    },
];
const AUTHORITY_TABLE = [
    {
        fact: "inventory-operation",
        assertedIn: "the inventory files: a create, update, move, rename or delete of a cyber asset",
        origins: ["reviewed-merge", "signed-break-glass"],
        approvers: ["counted-approvals", "system-owners"],
        dates: ["recorded-at"],
        without: "the merge is refused: nothing is applied, the run fails with the reason and the record says refused, never no-changes",
        cites: "CIP-010 R1.2",
        held: "the gate (core/review/gate.ts) and the owner policy (core/review/policy/)",
    },
    {
        fact: "baseline",
        assertedIn: "an asset's baseline in the inventory: its R1.1 items, shared or baseline_ref",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["recorded-at"],
        without: `its deviation is an R1.2 exception ("not authorized"); it ${CLOSES_NOTHING}`,
        cites: "CIP-010 R1.2",
        held: "the obligations (core/obligations/deviation-obligations.ts): a deviation is authorized, and a later baseline change closes what waits for one, only by a reviewed record, with the counted approvals it lists (reviewOf, core/obligations/record-facts.ts); the owners of the system approve a baseline change besides where a rule of the owner policy at the base covers updates of the system's impact (baseline-change), which refuses the merge without them, and no obligation credits an owners' approval the record does not show",
    },
    {
        fact: "baseline-reviewed",
        assertedIn: "reviewed: YYYY-MM-DD in a baseline",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "system-owners"],
        dates: ["not-after-record"],
        without: CLOSES_NOTHING,
        cites: "CIP-010 R1.1",
        held: "the inventory's validation refuses an impossible date; a date a merge writes after the merge is refused at the merge by the owner policy's judgement (baselineReviewedProblems, core/review/policy/governance/baseline-dates.ts, through judgeDate), at the asset's file, line and column; not held without a policy file at the base, where no policy judges the merge",
    },
    {
        fact: "baseline-completed-on",
        assertedIn: "completed_on: YYYY-MM-DD in a baseline",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "system-owners"],
        dates: ["not-after-record", "not-before-authorization"],
        without: `R1.3 counts from the record instead; it ${CLOSES_NOTHING}`,
        cites: "CIP-010 R1.3",
        held: "judgeAuthority (core/authority/authority.ts) in the obligations, from reviewed records only, with the approvers the record shows (approversShown, core/obligations/record-facts.ts): its counted approvals, and the owners of the asset's system only where the owner policy's judgement it keeps has a count of that system's owners met, never because a rule could have asked them; under a policy that asks no owner of an update (no rule covers it, or no policy file), a completed_on closes nothing and R1.3 lists its record with the approval it lacks (a /cip-010-completed note by a deviation approver records the completion instead); one dated after its record closes nothing and R1.3 lists that record; a break-glass record's completed_on is not read",
    },
    {
        fact: "completion-note",
        assertedIn: "/cip-010-completed YYYY-MM-DD [#N] [differs] in an approving review",
        origins: ["reviewed-merge"],
        approvers: ["deviation-approvers"],
        dates: ["not-after-record", "not-before-authorization"],
        without: `R1.3 stays "completion not recorded"; the note ${CLOSES_NOTHING}`,
        cites: "CIP-010 R1.3",
        held: "judgeAuthority (core/authority/authority.ts) in the obligations",
    },
    {
        fact: "verification-note",
        assertedIn: "/cip-010-r1.4 in an approving review",
        origins: ["reviewed-merge"],
        approvers: ["deviation-approvers"],
        dates: ["recorded-at"],
        without: "the R1.4 reminder does not list it",
        cites: "CIP-010 R1.4",
        held: "the obligations list the notes of the authorizing pull request's counted approvers only",
    },
    {
        fact: "configuration-observation",
        assertedIn: "a collector's configuration-monitoring file, sealed into a record",
        origins: ["default-branch-drift-check", "operator-signed-append"],
        approvers: [],
        dates: ["observed-before-append"],
        without: `it is refused when appended, nothing written; a record of it that verify does not accept ${CLOSES_NOTHING}. A detected unauthorized change stays an exception until a reviewed record documents its investigation, whatever the record closes`,
        cites: "CIP-010 R2.1",
        held: "the date by observationRefusal (core/authority/authority.ts) in cip-sync evidence append --monitoring and the drift check, before either writes; the branch by the drift check, which off the default branch writes nothing (action/drift/drift-route.ts); the writer by verify's history walk, which obligations, evidence populations and evidence report share (cli/shared/verified-records.ts; each of them from a checkpoint walks it from the commit that added the checkpoint's record on, the records before it taken as that commit vouched for them, cli/shared/verified-from-checkpoint.ts), and by verify --remote's commit check, which the drift check's obligations share (github/ledger/ledger-records.ts): a ledger either refuses judges nothing; a detected unauthorized change is an exception even in a stale observation (core/obligations/configuration-monitoring-obligations.ts); the investigation by the investigation-note row, never the collector's word (its file's investigations close nothing); a collector's file appended from the command line in a commit verify only warns of (no key of --operator-keys signed it, or none was given) closes no interval and verifies no baseline_ref, and each interval it would have closed is an exception listing it (observationAuthority, core/obligations/record-facts.ts; obligations, evidence populations and evidence report take --operator-keys); in a folder that is no git clone there is no history to show who added a record, so every record sealed from the command line is unauthenticated there and closes nothing, each output says once that the history was not checked, and --operator-keys and --writer are refused (judgedEntry and hasHistory, cli/shared/verified-records.ts); a git bundle of the branch is read as its clone (cli/shared/ledger-dir.ts)",
    },
    {
        fact: "investigation-note",
        assertedIn: "/cip-010-investigated #SEQ ITEM ASSET REFERENCE in an approving review: the record that detected the unauthorized change, its R1.1 item, the asset as the inventory names it, and where the investigation is documented",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals"],
        dates: ["not-after-record"],
        without: "the exception stays, and lists the note with why it closed nothing: from another origin, not a counted approver, approved before the detection or recorded before it, or naming another record, item or asset. A collector file's investigations close nothing either",
        cites: "CIP-010 R2.1",
        held: "judgeAuthority (core/authority/authority.ts) in the obligations (core/obligations/configuration-monitoring-investigations.ts), which also hold the note to its detection: its record, item and asset, approved and recorded after it; not held: whether the investigation happened, which no record shows",
    },
    {
        fact: "policy-rules",
        assertedIn: "rules: in cip-policy.yaml",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "policy-owners", "rule-approvers"],
        dates: ["in-force-from-record"],
        without: "the merge is refused, as for an inventory operation",
        cites: "CIP-010 R1.2",
        held: "governance (core/review/policy/governance/governance.ts) judges a change of the rules by the policy owners, and each base rule it removes or weakens (fewer approvals, operations or impacts, other approvers; every rule of a file deleted or made unparseable) by that rule's own approvers (core/review/policy/governance/lifted-rules.ts, rule-lifted); every change is judged against the facts in force, read at the commit the ledger's chain head names (the last merge the gate accepted: action/policy/policy-files.ts), so a refused change merged anyway, or a direct push, is part of every later change until reverted, and the drift check lists what the default branch declares that is not in force (action/obligations/facts-in-force-report.ts); a repository that keeps no evidence ledger has no record of what is in force, and a ledger has none before its first accepted merge is recorded: the base commit judges then, and the run's log says so",
    },
    {
        fact: "policy-owners",
        assertedIn: "policy_owners: in cip-policy.yaml",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "policy-owners"],
        dates: ["in-force-from-record"],
        without: "the merge is refused, as for an inventory operation",
        cites: "CIP-010 R1.2",
        held: "governance (core/review/policy/governance/governance.ts); every change is judged against the facts in force, read at the commit the ledger's chain head names (the last merge the gate accepted: action/policy/policy-files.ts), so a refused change merged anyway, or a direct push, is part of every later change until reverted, and the drift check lists what the default branch declares that is not in force (action/obligations/facts-in-force-report.ts); a repository that keeps no evidence ledger has no record of what is in force, and a ledger has none before its first accepted merge is recorded: the base commit judges then, and the run's log says so",
    },
    {
        fact: "system-owners",
        assertedIn: "owners: of a cyber system's document",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "system-owners", "policy-owners"],
        dates: ["in-force-from-record"],
        without: "the merge is refused, as for an inventory operation",
        cites: "CIP-010 R1.2",
        held: "governance (core/review/policy/governance/governance.ts), base documents listed by the one listing of a commit's documents (listDocumentsAtCommit, github/files/documents-at-commit.ts), which the change record's base baselines share; a base that cannot be listed whole (a symbolic link under the patterns or at any level above their roots) refuses the change, and fails the base baselines closed; every change is judged against the facts in force, read at the commit the ledger's chain head names (the last merge the gate accepted: action/policy/policy-files.ts), so a refused change merged anyway, or a direct push, is part of every later change until reverted, and the drift check lists what the default branch declares that is not in force (action/obligations/facts-in-force-report.ts); a repository that keeps no evidence ledger has no record of what is in force, and a ledger has none before its first accepted merge is recorded: the base commit judges then, and the run's log says so",
    },
    {
        fact: "system-impact",
        assertedIn: "impact: of a cyber system's document",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "system-owners", "policy-owners"],
        dates: ["in-force-from-record"],
        without: "the merge is refused, as for an inventory operation",
        cites: "CIP-002 R2",
        held: "governance (core/review/policy/governance/governance.ts); every change is judged against the facts in force, read at the commit the ledger's chain head names (the last merge the gate accepted: action/policy/policy-files.ts), so a refused change merged anyway, or a direct push, is part of every later change until reverted, and the drift check lists what the default branch declares that is not in force (action/obligations/facts-in-force-report.ts); a repository that keeps no evidence ledger has no record of what is in force, and a ledger has none before its first accepted merge is recorded: the base commit judges then, and the run's log says so",
    },
    {
        fact: "cip-senior-manager",
        assertedIn: "cip_senior_manager: in cip-policy.yaml; removing or breaking the file is a change of it",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "cip-senior-manager"],
        dates: ["in-force-from-record"],
        without: "the merge is refused, as for an inventory operation",
        cites: "CIP-003 R3",
        held: "governance (core/review/policy/governance/senior-manager.ts), for a change in place and for the file deleted or made unparseable, which removes the CIP Senior Manager; every change is judged against the facts in force, read at the commit the ledger's chain head names (the last merge the gate accepted: action/policy/policy-files.ts), so a refused change merged anyway, or a direct push, is part of every later change until reverted, and the drift check lists what the default branch declares that is not in force (action/obligations/facts-in-force-report.ts); a repository that keeps no evidence ledger has no record of what is in force, and a ledger has none before its first accepted merge is recorded: the base commit judges then, and the run's log says so",
    },
    {
        fact: "delegates",
        assertedIn: "the delegates of cip_senior_manager in cip-policy.yaml",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "cip-senior-manager"],
        dates: ["in-force-from-record"],
        without: "the merge is refused, as for an inventory operation",
        cites: "CIP-003 R4",
        held: "governance (core/review/policy/governance/senior-manager.ts), for a change in place and for the file deleted or made unparseable, which removes the delegates; every change is judged against the facts in force, read at the commit the ledger's chain head names (the last merge the gate accepted: action/policy/policy-files.ts), so a refused change merged anyway, or a direct push, is part of every later change until reverted, and the drift check lists what the default branch declares that is not in force (action/obligations/facts-in-force-report.ts); a repository that keeps no evidence ledger has no record of what is in force, and a ledger has none before its first accepted merge is recorded: the base commit judges then, and the run's log says so",
    },
    {
        fact: "cip-002-last-approval",
        assertedIn: "cip_002_last_approval: in cip-policy.yaml",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "senior-manager-or-delegate"],
        dates: ["not-after-record"],
        without: `CIP-002 R2 is not closed by it; it ${CLOSES_NOTHING}`,
        cites: "CIP-002 R2",
        held: 'governance (core/review/policy/governance/senior-manager.ts) for a change in place and for the file deleted or made unparseable; a date after the merge that carries it is refused there (lastApprovalDateProblem, through judgeDate); a change of it alone is asked of the CIP Senior Manager or a delegate holding cip-002-r2.2, as CIP-002-5.1a R2.2 says ("Have its CIP Senior Manager or delegate approve the identifications"); with a change of the CIP Senior Manager or the delegations, of the CIP Senior Manager alone (CIP-003 R4); the obligations take it from the accepted records that put it in force (the governance facts each merge record carries, folded over accepted records only: priorApprovalAfter, core/obligations/obligations.ts), never from the policy file of a checkout, and not one dated after its record',
    },
    {
        fact: "calendar",
        assertedIn: "calendar: in cip-policy.yaml (time zone, due-soon days, grace days), and standards: (from which day a later version of a standard judges)",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "policy-owners"],
        dates: ["in-force-from-record"],
        without: "the merge is refused, as for an inventory operation",
        cites: "CIP-010 R2.1",
        held: "governance judges a change of it by the policy owners; a merge's change record keeps the calendar in force (change.calendar), in force until a later record keeps another; the CIP-010 R1.2 to R1.6, R2.1 intervals and CIP-002 R2 intervals a record opens are judged by the calendar in force at it (contextAt, core/obligations/obligation-model.ts); records before any record kept one are judged with the calendar of the run; only a merge the gate accepted puts its calendar in force (contextAt): a refused merge's, or a break-glass record's, never takes force; the versions of the standards the policy's standards: chose travel with it (change.calendar.standard_versions; a calendar kept without them: every row's own version), and an obligation opened on or after a later version's day names that version (judgedVersion, core/obligations/obligation-model.ts)",
    },
    {
        fact: "source-commands",
        assertedIn: "command: of a source in the sources file",
        origins: ["reviewed-merge"],
        approvers: ["counted-approvals", "policy-owners"],
        dates: ["in-force-from-record"],
        without: "the merge is refused, as for an inventory operation",
        cites: "CIP-010 R1.2",
        held: "governance (core/review/policy/governance/governance.ts, source-command-change): a command source added, removed or whose run or env changes in cip-sources.yaml, or the file broken or removed, is judged by the policy owners at the base; every change is judged against the facts in force, read at the commit the ledger's chain head names (the last merge the gate accepted: action/policy/policy-files.ts), so a refused change merged anyway, or a direct push, is part of every later change until reverted, and the drift check lists what the default branch declares that is not in force (action/obligations/facts-in-force-report.ts); a repository that keeps no evidence ledger has no record of what is in force, and a ledger has none before its first accepted merge is recorded: the base commit judges then, and the run's log says so",
    },
    ...PATCH_MANAGEMENT_ROWS,
    ...VULNERABILITY_ASSESSMENT_AUTHORITY,
];
function authorityOf(fact) {
    const row = AUTHORITY_TABLE.find((candidate) => candidate.fact === fact);
    // The table has a row for every fact: a test holds it.
    if (row === undefined)
        throw new Error(`no authority row for ${fact}`);
    return row;
}


/***/ }),

/***/ 8652:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B8: () => (/* binding */ judgeAuthority),
/* harmony export */   S2: () => (/* binding */ judgeDate),
/* harmony export */   pj: () => (/* binding */ observationRefusal)
/* harmony export */ });
/* harmony import */ var _authority_table_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7491);
/* harmony import */ var _shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8291);
// Whether a record's assertion of a fact has the authority the authority table gives that fact:
// its origin, its approvers (judged at the base by whoever gathered them) and its dates. Pure, and
// fail closed: an origin outside the row, a missing approver or a date the row forbids is a "no"
// with the reason, which the caller lists beside what the record did not close.


function judgeAuthority(assertion) {
    const row = (0,_authority_table_js__WEBPACK_IMPORTED_MODULE_0__/* .authorityOf */ .vO)(assertion.fact);
    const { origin } = assertion;
    if (typeof origin !== "string" || !row.origins.includes(origin)) {
        const from = typeof origin === "string" ? _authority_table_js__WEBPACK_IMPORTED_MODULE_0__/* .ORIGINS */ .o9[origin] : origin.outside;
        const allowed = row.origins.map((one) => _authority_table_js__WEBPACK_IMPORTED_MODULE_0__/* .ORIGINS */ .o9[one]).join("; or ");
        return no(`it came from ${from}, and ${row.fact} may come only from ${allowed}`);
    }
    const missing = row.approvers.filter((role) => !assertion.approvedBy.includes(role));
    if (missing.length > 0)
        return no(`it is not approved by ${missing.map((role) => _authority_table_js__WEBPACK_IMPORTED_MODULE_0__/* .APPROVERS */ .b7[role]).join(", nor ")}`);
    if (assertion.dated !== undefined)
        return judgeDate(row.fact, assertion.dated, assertion.recordedAt);
    return { authorized: true };
}
/** Whether the date `fact` carries keeps its row's date rules, against the record written at `recordedAt`. */
function judgeDate(fact, dated, recordedAt) {
    const late = lateness((0,_authority_table_js__WEBPACK_IMPORTED_MODULE_0__/* .authorityOf */ .vO)(fact).dates, dated, recordedAt);
    return late === undefined ? { authorized: true } : no(late);
}
/** Why the date breaks a rule of the row, if it does. */
function lateness(rules, dated, recordedAt) {
    // A date is a day somewhere: never past the latest day any time zone has at the record's instant.
    if (rules.includes("not-after-record") && dated.slice(0, 10) > (0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .latestDateAt */ .nS)(recordedAt))
        return `it is dated ${dated}, after the record that carries it (${recordedAt})`;
    if (rules.includes("observed-before-append")) {
        const ahead = Date.parse(dated) - Date.parse(recordedAt);
        if (!(ahead <= _authority_table_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_OBSERVATION_SKEW_MINUTES */ .L3 * 60_000))
            return `it was observed at ${dated}, after it was appended (${recordedAt}), beyond the ${_authority_table_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_OBSERVATION_SKEW_MINUTES */ .L3} minutes a collector's clock may run ahead`;
    }
    return undefined;
}
function no(why) {
    return { authorized: false, why };
}
/**
 * Why a collector's file observed at `observedAt` (its `/observed_at`) may not be appended by
 * `origin` at `appendedAt`, in the words of a collector-file problem; undefined when it may. Both
 * `cip-sync evidence append --monitoring` and the drift check ask this before writing anything.
 */
function observationRefusal(observedAt, origin, appendedAt) {
    const judged = judgeAuthority({
        fact: "configuration-observation",
        origin,
        approvedBy: [],
        dated: observedAt,
        recordedAt: appendedAt.toISOString(),
    });
    if (judged.authorized)
        return undefined;
    return `at /observed_at: ${judged.why}: write when the devices were read, by a clock set to UTC, never a time still to come`;
}


/***/ }),

/***/ 3998:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   wf: () => (/* binding */ governanceRequirement)
/* harmony export */ });
/* unused harmony exports GOVERNANCE_REQUIREMENT_KINDS, GOVERNANCE_REQUIREMENT_TABLE */
// The standard's own words for the obligations the tool judges that are not rows of the
// requirement table (core/inventory/baselines/requirements.ts): CIP-002-5.1a R2, reviewed and approved
// identifications, and CIP-003-8 R3 and R4, the CIP Senior Manager and the delegations. They are
// a workspace's or the policy's, not an asset's, so no Applicable Systems apply; each obligation
// prints its `summary`, and docs/cip-obligations.md renders the quotes.
//
// Each quote is the standard's Requirement (`requirementText`, its parts included) or Measure
// (`measures`), word for word, with only line breaks and spacing normalised; it is here only where
// two independent sources agreed on its words, and
// test/core/authority/governance-requirements.test.ts lists the ones left out and why.
// Everything else (summary) is the tool's reading, not the standard.
const GOVERNANCE_REQUIREMENT_KINDS = (/* unused pure expression or super */ null && (["CIP-002 R2", "CIP-003 R3", "CIP-003 R4"]));
const GOVERNANCE_REQUIREMENT_TABLE = [
    {
        kind: "CIP-002 R2",
        source: "CIP-002-5.1a B. Requirements and Measures, R2 and M2",
        requirementText: "The Responsible Entity shall: 2.1 Review the identifications in Requirement R1 and its parts (and update them if there are changes identified) at least once every 15 calendar months, even if it has no identified items in Requirement R1, and 2.2 Have its CIP Senior Manager or delegate approve the identifications required by Requirement R1 at least once every 15 calendar months, even if it has no identified items in Requirement R1.",
        summary: "review the identifications and have the CIP Senior Manager or delegate approve them at least once every 15 calendar months",
    },
    {
        kind: "CIP-003 R3",
        source: "CIP-003-8 B. Requirements and Measures, R3 and M3",
        requirementText: "Each Responsible Entity shall identify a CIP Senior Manager by name and document any change within 30 calendar days of the change.",
        summary: "identify the CIP Senior Manager by name and document any change within 30 calendar days of the change",
    },
    {
        kind: "CIP-003 R4",
        source: "CIP-003-8 B. Requirements and Measures, R4 and M4",
        requirementText: "The Responsible Entity shall implement a documented process to delegate authority, unless no delegations are used. Where allowed by the CIP Standards, the CIP Senior Manager may delegate authority for specific actions to a delegate or delegates. These delegations shall be documented, including the name or title of the delegate, the specific actions delegated, and the date of the delegation; approved by the CIP Senior Manager; and updated within 30 days of any change to the delegation. Delegation changes do not need to be reinstated with a change to the delegator.",
        summary: "document each delegation (the delegate, the actions, the date), approved by the CIP Senior Manager, and update it within 30 days of any change to it",
    },
];
function governanceRequirement(kind) {
    const entry = GOVERNANCE_REQUIREMENT_TABLE.find((candidate) => candidate.kind === kind);
    // The table has an entry for every kind: a test holds it.
    if (entry === undefined)
        throw new Error(`no governance requirement ${kind}`);
    return entry;
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

/***/ 7638:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sx: () => (/* binding */ versionOn),
/* harmony export */   YM: () => (/* binding */ TABLE_STANDARDS),
/* harmony export */   x4: () => (/* binding */ versionsOf)
/* harmony export */ });
/* unused harmony export standardOf */
/* harmony import */ var _requirements_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7178);
// Which version of a standard judges a requirement part on a day: the row's own, or a later one
// the entity's policy file puts in force from a day (`standards:`, docs/owners-and-policy.md).
// The later versions and what they change are the requirement table's rows (`laterVersions`),
// never a branch here: a part whose row names no later version keeps its own on every day. Pure.

/** The standard a part belongs to: "CIP-007" of "CIP-007 R2.1". */
function standardOf(id) {
    return id.slice(0, id.indexOf(" "));
}
/** The standards the table has rows of, in its order: what the policy's `standards:` may name. */
const TABLE_STANDARDS = [
    ...new Set(_requirements_js__WEBPACK_IMPORTED_MODULE_0__/* .REQUIREMENT_TABLE */ .Hc.map((row) => standardOf(row.id))),
];
/** The versions `standard`'s rows quote, and the later ones any of them names, in the table's order. */
function versionsOf(standard) {
    const rows = _requirements_js__WEBPACK_IMPORTED_MODULE_0__/* .REQUIREMENT_TABLE */ .Hc.filter((row) => standardOf(row.id) === standard);
    return {
        quoted: [...new Set(rows.map((row) => row.standard))],
        later: [...new Set(rows.flatMap((row) => (row.laterVersions ?? []).map((l) => l.standard)))],
    };
}
/**
 * The version that judges `id` on `day` (YYYY-MM-DD, in the calendar's time zone): the last of its
 * row's later versions in force by then, else the row's own.
 */
function versionOn(id, day, versions) {
    const row = (0,_requirements_js__WEBPACK_IMPORTED_MODULE_0__/* .requirementRow */ .gv)(id);
    const inForce = (later) => versions.some((chosen) => chosen.version === later.standard && chosen.from <= day);
    return row.laterVersions?.filter(inForce).at(-1) ?? { standard: row.standard };
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
function exportInventory(live) {
    const facilities = new Map(live.facilities.map((facility) => [facility.id, facility]));
    const controlCenters = new Map(live.controlCenters.map((center) => [center.id, center]));
    const parentOf = (system) => {
        const facility = system.facility_id ? facilities.get(system.facility_id) : undefined;
        if (facility)
            return { kind: "facility", record: facility };
        const center = system.control_center_id
            ? controlCenters.get(system.control_center_id)
            : undefined;
        return center ? { kind: "control_center", record: center } : undefined;
    };
    const parents = [...live.facilities, ...live.controlCenters];
    const parentNameCount = countBy(parents, (p) => p.name);
    // References resolve by id first: a name that is also an id of its kind must be written as id.
    const parentIds = new Set(parents.map((p) => p.id));
    const systemIds = new Set(live.cyberSystems.map((system) => system.id));
    const parentNameWritable = (parent) => (parentNameCount.get(parent.name) ?? 0) === 1 &&
        !parentIds.has(parent.name) &&
        isDeclarableName(parent.name);
    const systemNameCount = countBy(live.cyberSystems, (system) => system.name);
    const systemNameInParentCount = countBy(live.cyberSystems, (system) => JSON.stringify([system.name, parentOf(system)?.record.id ?? ""]));
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
        // A name is written only where it resolves to this system alone; otherwise the id.
        const nameIsUnique = (systemNameCount.get(system.name) ?? 0) === 1 ||
            (parent !== undefined &&
                parentNameWritable(parent.record) &&
                (systemNameInParentCount.get(JSON.stringify([system.name, parent.record.id])) ?? 0) === 1);
        const nameIsWritable = nameIsUnique && !systemIds.has(system.name) && isDeclarableName(system.name);
        const document = new Document({});
        document.set("cyber_system", nameIsWritable ? system.name : system.id);
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
/* harmony export */   Hn: () => (/* binding */ formatInventoryText),
/* harmony export */   YZ: () => (/* binding */ compareAssetNames)
/* harmony export */ });
/* unused harmony export formatDocuments */
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


/***/ }),

/***/ 7777:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  xc: () => (/* binding */ CARRIED),
  S$: () => (/* binding */ checkpointOf),
  vQ: () => (/* binding */ restoreCheckpoint)
});

// UNUSED EXPORTS: OBLIGATIONS_CHECKPOINT_FORMAT

// EXTERNAL MODULE: ./src/core/shared/calendar.ts
var calendar = __webpack_require__(8291);
// EXTERNAL MODULE: ./src/core/obligations/obligation-model.ts + 1 modules
var obligation_model = __webpack_require__(2729);
;// CONCATENATED MODULE: ./src/core/obligations/checkpoint/checkpoint-tables.ts
// The calendars, versions of the standards, baseline digests, records and texts an obligations
// checkpoint names by number, each written once (a ledger's assets share a few calendars, most of
// their item digests, and the records that commissioned and last observed them, ten or a thousand
// at a time; its carried obligations share a few requirements and calendar rules, and their
// records), and how a resumed pass reads them back as of its own date. Pure.


/** The fields a carried obligation names by number, and the table each number is of. */
const BY_NUMBER = {
    requirement: "text",
    calendar: "text",
    opened_by: "record",
    closed_by: "record",
};
/**
 * `from` with each field BY_NUMBER names mapped by its table's function (to its number, or back),
 * the others as they are, in the same order: the one mapping both ways. Built field by field, not
 * with Object.fromEntries: evidence verify builds every carried obligation of a workspace at each
 * checkpoint, and fromEntries was more than half of building a 1,000-asset obligations checkpoint.
 */
function byNumberFields(from, map) {
    const to = {};
    for (const [field, value] of Object.entries(from)) {
        const table = Object.hasOwn(BY_NUMBER, field)
            ? BY_NUMBER[field]
            : undefined;
        const mapped = table === undefined ? value : map[table](value);
        // A field named __proto__ (JSON.parse makes it an own field) stays a field, as fromEntries kept it.
        if (field === "__proto__")
            Object.defineProperty(to, field, {
                value: mapped,
                enumerable: true,
                writable: true,
                configurable: true,
            });
        else
            to[field] = mapped;
    }
    return to;
}
/** Numbers each calendar and digest in the order first named: the same state, the same tables. */
class TablesWriter {
    tables = { calendars: [], digests: [], records: [] };
    #calendars = new Map();
    #digests = new Map();
    #records = new Map();
    #versions = new Map();
    #texts = new Map();
    calendar({ timeZone, dueSoonDays, monthEnd }) {
        const key = JSON.stringify([timeZone, dueSoonDays, monthEnd]);
        let index = this.#calendars.get(key);
        if (index === undefined) {
            index = this.tables.calendars.push({ timeZone, dueSoonDays, monthEnd }) - 1;
            this.#calendars.set(key, index);
        }
        return index;
    }
    digest(digest) {
        let index = this.#digests.get(digest);
        if (index === undefined) {
            index = this.tables.digests.push(digest) - 1;
            this.#digests.set(digest, index);
        }
        return index;
    }
    record({ workspace, sequence, sha256, recorded_at }) {
        let index = this.#records.get(sha256);
        if (index === undefined) {
            index = this.tables.records.push({ workspace, sequence, sha256, recorded_at }) - 1;
            this.#records.set(sha256, index);
        }
        return index;
    }
    text(text) {
        let index = this.#texts.get(text);
        if (index === undefined) {
            index = (this.tables.texts ??= []).push(text) - 1;
            this.#texts.set(text, index);
        }
        return index;
    }
    /** `obligation` as a checkpoint carries it (CarriedObligation), its fields in their order. */
    carried(obligation) {
        return byNumberFields(obligation, {
            text: (text) => this.text(text),
            record: (ref) => this.record(ref),
        });
    }
    judgedBy(context) {
        return {
            calendar: this.calendar(context.calendar),
            completion_grace_days: context.completionGraceDays,
            ...(context.versions === undefined
                ? {}
                : { versions: this.#versionsIndex(context.versions) }),
        };
    }
    #versionsIndex(versions) {
        const copy = versions.map(({ version, from }) => ({ version, from }));
        const key = JSON.stringify(copy);
        let index = this.#versions.get(key);
        if (index === undefined) {
            index = (this.tables.standard_versions ??= []).push(copy) - 1;
            this.#versions.set(key, index);
        }
        return index;
    }
}
/**
 * A checkpoint's tables read back: each context as of the resumed pass's date (a checkpoint holds
 * none: the same state is resumed on any day), one object per calendar and grace.
 */
class TablesReader {
    #tables;
    #pass;
    #contexts = new Map();
    constructor(tables, pass) {
        this.#tables = tables;
        this.#pass = pass;
    }
    calendar(index) {
        return this.#entry(this.#tables.calendars, index, "calendar");
    }
    digest(index) {
        return this.#entry(this.#tables.digests, index, "digest");
    }
    record(index) {
        return this.#entry(this.#tables.records, index, "record");
    }
    text(index) {
        return this.#entry(this.#tables.texts ?? [], index, "text");
    }
    /** A carried obligation read back, its fields in the order the checkpoint holds them. */
    carried(held) {
        return byNumberFields(held, {
            text: (index) => this.text(index),
            // A record read back is the pass's own: a resumed pass may change what it holds.
            record: (index) => ({ ...this.record(index) }),
        });
    }
    context({ calendar, completion_grace_days, versions }) {
        const key = `${calendar}/${completion_grace_days}/${versions ?? ""}`;
        let context = this.#contexts.get(key);
        if (context === undefined) {
            const judged = {
                ...(0,obligation_model/* withCalendar */.TY)(this.#pass, this.calendar(calendar)),
                completionGraceDays: completion_grace_days,
            };
            const chosen = versions === undefined
                ? []
                : this.#entry(this.#tables.standard_versions ?? [], versions, "versions of the standards");
            context = (0,obligation_model/* withVersions */.KY)(judged, chosen);
            this.#contexts.set(key, context);
        }
        return context;
    }
    #entry(entries, index, what) {
        const entry = entries[index];
        if (entry === undefined)
            throw new Error(`The obligations checkpoint names ${what} ${index} of its ${entries.length}: it is not one cip-sync wrote. Judge the obligations from every record instead.`);
        return entry;
    }
}

// EXTERNAL MODULE: ./src/core/inventory/document/baseline-items.ts
var baseline_items = __webpack_require__(5168);
// EXTERNAL MODULE: ./src/core/obligations/deviations.ts
var deviations = __webpack_require__(8901);
;// CONCATENATED MODULE: ./src/core/obligations/checkpoint/deviations-checkpoint.ts



function deviationsCheckpoint(held, tables) {
    return [...held].map(([workspace, state]) => ({
        workspace,
        in_force: tables.judgedBy(state.inForce),
        asset_keys: state.keys.entries(),
        declared: [...state.declared].map(([key, declared]) => declaredCheckpoint(key, declared, tables)),
        pending: [...state.pending.values()].flat().map(({ context, ...pending }) => ({
            ...pending,
            judged_by: tables.judgedBy(context),
        })),
        unverified: [...state.unverified].flatMap(([key, list]) => list.map(({ digest, obligation }) => ({ key, digest, obligation }))),
    }));
}
function declaredCheckpoint(key, { digest, items, kind, completedOn }, tables) {
    return {
        key,
        ...(digest === undefined ? {} : { digest: tables.digest(digest) }),
        ...(items === undefined ? {} : { items: (0,baseline_items/* mapItemDigests */.Z9)(items, (d) => tables.digest(d)) }),
        ...(kind === undefined ? {} : { kind }),
        ...(completedOn === undefined ? {} : { completed_on: completedOn }),
    };
}
/** Fills a new pass's `held` (DeviationObligations.held) with what `checkpoints` hold. */
function restoreDeviations(checkpoints, tables, held) {
    for (const checkpoint of checkpoints) {
        const state = {
            keys: deviations/* AssetKeys */.zi.of(checkpoint.asset_keys),
            declared: new Map(checkpoint.declared.map((entry) => [entry.key, declaredOf(entry, tables)])),
            pending: new Map(),
            unverified: new Map(),
            inForce: tables.context(checkpoint.in_force),
        };
        // Grouped by key as the pass held them: the keys in the order first listed, each list in order.
        for (const { judged_by, ...pending } of checkpoint.pending)
            appendTo(state.pending, pending.key, { ...pending, context: tables.context(judged_by) });
        for (const { key, digest, obligation } of checkpoint.unverified)
            appendTo(state.unverified, key, { digest, obligation });
        held.set(checkpoint.workspace, state);
    }
}
/** One object of one shape, as declaredOf (deviations.ts) makes it. */
function declaredOf(entry, tables) {
    const { digest, items, kind, completed_on } = entry;
    return {
        digest: digest === undefined ? undefined : tables.digest(digest),
        items: items === undefined
            ? undefined
            : Object.fromEntries(Object.entries(items).map(([item, index]) => [item, tables.digest(index)])),
        kind,
        completedOn: completed_on,
    };
}
function appendTo(map, key, item) {
    const list = map.get(key);
    if (list === undefined)
        map.set(key, [item]);
    else
        list.push(item);
}

// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(5032);
;// CONCATENATED MODULE: ./src/core/obligations/checkpoint/monitoring-checkpoint.ts


function monitoringCheckpoint(held, tables) {
    return {
        asset_keys: [...held.keys.held()].map(([workspace, keys]) => ({
            workspace,
            keys: keys.entries(),
        })),
        assets: [...held.assets].map(([key, state]) => assetCheckpoint(key, state, tables)),
        retired: [...held.retired],
        detected: [...held.detected],
        open_changes: held.changes.open.map(({ key, exception }) => ({ key, exception })),
        early_notes: [...held.changes.early].map(([at, notes]) => ({ at, notes })),
    };
}
function assetCheckpoint(key, state, tables) {
    const { asset_id, impact, class: assetClass, not_closed_by } = state;
    return {
        key,
        workspace: state.workspace,
        cyber_system: state.cyber_system,
        asset: state.asset,
        ...(asset_id === undefined ? {} : { asset_id }),
        ...(impact === undefined ? {} : { impact }),
        ...(assetClass === undefined ? {} : { class: assetClass }),
        opened_on: state.opened_on,
        opened_by: tables.record(state.opened_by),
        // JSON has no infinity: -Infinity, "before any instant", is null.
        opened_at: Number.isFinite(state.opened_at) ? state.opened_at : null,
        last_observed: Number.isFinite(state.last_observed) ? state.last_observed : null,
        monitored: state.monitored,
        software: state.software,
        ...(not_closed_by === undefined ? {} : { not_closed_by }),
        calendar: tables.calendar(state.calendar),
    };
}
/** Fills a new pass's `held` (R21Pass.held) with what `checkpoint` holds. */
function restoreMonitoring(checkpoint, tables, held) {
    const keys = held.keys.held();
    for (const { workspace, keys: entries } of checkpoint.asset_keys)
        keys.set(workspace, deviations/* AssetKeys */.zi.of(entries));
    // The names every asset's state holds, each once, as the pass holds them.
    const texts = new collections/* TextTable */.CV();
    for (const asset of checkpoint.assets)
        held.assets.set(asset.key, assetState(asset, tables, texts));
    for (const [key, at] of checkpoint.retired)
        held.retired.set(key, at);
    for (const line of checkpoint.detected)
        held.detected.add(line);
    held.changes.open.push(...checkpoint.open_changes);
    for (const { at, notes } of checkpoint.early_notes)
        held.changes.early.set(at, notes);
}
/** One object of one shape, as R21Pass makes it. */
function assetState(asset, tables, texts) {
    return {
        workspace: texts.of(asset.workspace),
        cyber_system: texts.of(asset.cyber_system),
        asset: asset.asset,
        asset_id: asset.asset_id,
        impact: asset.impact,
        class: asset.class,
        opened_on: asset.opened_on,
        opened_by: tables.record(asset.opened_by),
        opened_at: asset.opened_at ?? Number.NEGATIVE_INFINITY,
        last_observed: asset.last_observed ?? Number.NEGATIVE_INFINITY,
        monitored: asset.monitored,
        software: asset.software,
        not_closed_by: asset.not_closed_by,
        calendar: tables.calendar(asset.calendar),
    };
}

;// CONCATENATED MODULE: ./src/core/obligations/checkpoint/obligations-checkpoint.ts



/**
 * The checkpoint's format: a new one whenever what the pass folds, or how, changes. 2: CIP-010 R3
 * joined the fold (vulnerability_assessments); 3: R3.3 at each commissioning merge and who
 * approves a moved R3.4 date joined it; 4: the carried obligations name their requirement,
 * calendar rule and records by number (CarriedObligation). An older checkpoint lacks that state,
 * or holds it otherwise, so it is refused and the obligations are judged from every record.
 */
const OBLIGATIONS_CHECKPOINT_FORMAT = 4;
/** The statuses a checkpoint carries of what was decided before it: those that need someone. */
const CARRIED = new Set([
    "exception",
    "overdue",
    "due-soon",
    "open",
]);
/**
 * The pass's state as a checkpoint: a copy that shares nothing with the pass, which goes on, and
 * holds only what a file can; without `copy`, the same JSON sharing the pass's own objects (the
 * carried obligations, the R2 and R3 passes' state), for a caller that serialises it at once.
 */
function checkpointOf(copy, state) {
    const writer = new TablesWriter();
    const review = ({ opened, context, first }) => ({
        opened_by: writer.record(opened),
        judged_by: writer.judgedBy(context),
        first: first === true,
    });
    const workspaces = [...state.workspaces].map(([workspace, { review: open, firstClosed, priorApproval, inForce }]) => ({
        workspace,
        in_force: writer.judgedBy(inForce),
        prior_approval: priorApproval ?? null,
        review: review(open),
        first_closed: firstClosed === undefined
            ? null
            : { ...review(firstClosed.interval), closed_by: writer.record(firstClosed.closer) },
    }));
    const deviations = deviationsCheckpoint(state.deviations, writer);
    const monitoring = monitoringCheckpoint(state.monitoring, writer);
    const patchManagement = [...state.patchManagement].map(([workspace, pass]) => pass.checkpoint(workspace));
    const assessments = [...state.vulnerabilityAssessments.values()].map((pass) => pass.held());
    const { timeZone, dueSoonDays, monthEnd } = state.context.calendar;
    const checkpoint = {
        format: OBLIGATIONS_CHECKPOINT_FORMAT,
        through: [...state.workspaces]
            .map(([workspace, { through }]) => ({ workspace, ...through }))
            .sort((a, b) => (a.workspace < b.workspace ? -1 : 1)),
        judged_with: {
            calendar: { timeZone, dueSoonDays, monthEnd },
            completion_grace_days: state.context.completionGraceDays,
        },
        counts: { ...state.counts },
        carried: state.carried.map((obligation) => writer.carried(obligation)),
        ...writer.tables,
        workspaces,
        deviations,
        configuration_monitoring: monitoring,
        ...(patchManagement.length === 0 ? {} : { patch_management: patchManagement }),
        ...(assessments.length === 0 ? {} : { vulnerability_assessments: assessments }),
    };
    return copy ? JSON.parse(JSON.stringify(checkpoint)) : checkpoint;
}
/**
 * The state `checkpoint` holds, for a pass of `context` (its date, calendar and grace): its
 * workspaces, counts and carried obligations returned, its CIP-010 R1 and R2.1 state filled into
 * `held` (the new pass's own containers). It throws on a checkpoint of another format, or judged
 * with another calendar or grace than the pass's (what it decided would differ).
 */
function restoreCheckpoint(given, context, held) {
    if (given.format !== OBLIGATIONS_CHECKPOINT_FORMAT)
        throw new Error(`The obligations checkpoint is of format ${JSON.stringify(given.format)}, and this cip-sync reads format ${OBLIGATIONS_CHECKPOINT_FORMAT} only: judge the obligations from every record, which a checkpoint of format ${OBLIGATIONS_CHECKPOINT_FORMAT} can then be written from.`);
    sameJudgement(given.judged_with, context);
    // Taken, not copied (ObligationsPass.resume): the resumed pass changes what it holds.
    const checkpoint = given;
    const tables = new TablesReader(checkpoint, context);
    const through = new Map(checkpoint.through.map((point) => [point.workspace, point]));
    const interval = ({ opened_by, judged_by, first }) => ({
        opened: tables.record(opened_by),
        context: tables.context(judged_by),
        subject: {},
        ...(first ? { first } : {}),
    });
    const workspaces = new Map();
    for (const { workspace, in_force, prior_approval, review, first_closed, } of checkpoint.workspaces) {
        const point = through.get(workspace);
        if (point === undefined)
            throw new Error(`The obligations checkpoint holds workspace ${workspace} but not the record it stands at: it is not one cip-sync wrote. Judge the obligations from every record instead.`);
        workspaces.set(workspace, {
            review: interval(review),
            ...(first_closed === null
                ? {}
                : {
                    firstClosed: {
                        interval: interval(first_closed),
                        closer: tables.record(first_closed.closed_by),
                    },
                }),
            priorApproval: prior_approval ?? undefined,
            inForce: tables.context(in_force),
            through: { sequence: point.sequence, sha256: point.sha256 },
        });
    }
    restoreDeviations(checkpoint.deviations, tables, held.deviations);
    restoreMonitoring(checkpoint.configuration_monitoring, tables, held.monitoring);
    const carried = checkpoint.carried.map((held) => tables.carried(held));
    return { workspaces, counts: checkpoint.counts, carried };
}
/** Refuses a checkpoint judged with another calendar or grace than `context`'s. */
function sameJudgement(judgedWith, { calendar, completionGraceDays }) {
    const was = judgedWith.calendar;
    if (was.timeZone === calendar.timeZone &&
        was.dueSoonDays === calendar.dueSoonDays &&
        was.monthEnd === calendar.monthEnd &&
        judgedWith.completion_grace_days === completionGraceDays)
        return;
    const text = (c, grace) => `time zone ${c.timeZone}, due soon ${c.dueSoonDays} days, month end ${c.monthEnd}, completion grace ${grace} days`;
    throw new Error(`The obligations checkpoint was judged with ${text(was, judgedWith.completion_grace_days)}; this pass judges with ${text(calendar, completionGraceDays)}. Records that keep no calendar of their own would be judged differently: judge the obligations from every record instead.`);
}


/***/ }),

/***/ 8901:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SB: () => (/* binding */ UNREAD_AT_BASE),
/* harmony export */   bH: () => (/* binding */ changedItems),
/* harmony export */   yN: () => (/* binding */ declaredOf),
/* harmony export */   zi: () => (/* binding */ AssetKeys)
/* harmony export */ });
/* harmony import */ var _inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5168);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2885);


/**
 * The existing baseline of a record whose base could not be read: kept elsewhere as far as the
 * ledger knows (as a baseline_ref is), with no digest, so any baseline differs from it ("unknown").
 */
const UNREAD_AT_BASE = {
    digest: undefined,
    items: undefined,
    kind: "ref",
    completedOn: undefined,
};
/**
 * The R1.1 items that changed from `before` to `after`: none for a first declaration or the same
 * items; "unknown" for a baseline_ref whose digest changed (its content is elsewhere). A record
 * written before per-item digests says nothing of items: it opens no deviation.
 */
function changedItems(before, after) {
    if (before === undefined)
        return [];
    if (before.kind === "ref" || after.kind === "ref")
        return before.digest === after.digest ? [] : ["unknown"];
    const [was, now] = [before.items, after.items];
    if (was === undefined || now === undefined)
        return [];
    return _inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__/* .BASELINE_ITEMS */ .dK.filter((item) => was[item] !== now[item]);
}
/**
 * What the ledger declares of an asset's baseline, its digests held once each in `texts`: one
 * object of one shape whatever it holds (fields absent are undefined), as a pass holds one per asset.
 */
function declaredOf(entry, texts) {
    const items = entry.items;
    return {
        digest: items === undefined || entry.kind === "ref" ? texts.of(entry.digest) : undefined,
        items: items === undefined ? undefined : (0,_inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__/* .mapItemDigests */ .Z9)(items, (digest) => texts.of(digest)),
        kind: entry.kind,
        completedOn: entry.completed_on,
    };
}
/** Each asset's key in one workspace's chain: its live id, learnt from the records' operations. */
class AssetKeys {
    #byName = new Map();
    /** Keys held as entries() gave them, in the same order. */
    static of(entries) {
        const keys = new AssetKeys();
        for (const [name, key] of entries)
            keys.#byName.set(name, key);
        return keys;
    }
    /** Each name's key, in the order learnt: what a checkpoint holds of them. */
    entries() {
        return [...this.#byName];
    }
    /** The ids a record's operations name: a create's new id, a rename's old and new names. */
    learn(record) {
        if (record.kind !== "change")
            return;
        for (const operation of record.change.change_record?.operations ?? []) {
            if (operation.asset_id === undefined || operation.result !== "succeeded")
                continue;
            this.#byName.set((0,_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .nameKey */ .Rc)(operation.name), operation.asset_id);
            const renamed = operation.changes?.name;
            if (renamed !== undefined) {
                this.#byName.set((0,_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .nameKey */ .Rc)(renamed.from), operation.asset_id);
                this.#byName.set((0,_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .nameKey */ .Rc)(renamed.to), operation.asset_id);
            }
        }
    }
    /** The live id a record gave `name`, if any. */
    idOf(name) {
        const key = this.#byName.get((0,_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .nameKey */ .Rc)(name));
        return key?.startsWith("name:") === true ? undefined : key;
    }
    keyOf(entry) {
        const key = this.currentKey(entry);
        this.#byName.set((0,_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .nameKey */ .Rc)(entry.asset), key);
        return key;
    }
    /** The key `entry` has now, learning nothing from it. */
    currentKey(entry) {
        const name = (0,_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .nameKey */ .Rc)(entry.asset);
        return entry.asset_id ?? this.#byName.get(name) ?? `name:${name}`;
    }
}


/***/ }),

/***/ 2693:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F0: () => (/* binding */ governanceObligation),
/* harmony export */   O9: () => (/* binding */ GOVERNANCE_REQUIREMENTS),
/* harmony export */   UY: () => (/* binding */ GOVERNANCE_OBLIGATION_KINDS),
/* harmony export */   bp: () => (/* binding */ ledgerGovernanceObligations)
/* harmony export */ });
/* unused harmony exports DOCUMENTATION_DAYS, governanceObligations */
/* harmony import */ var _shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8291);
/* harmony import */ var _authority_governance_requirements_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3998);


const GOVERNANCE_OBLIGATION_KINDS = ["CIP-003 R3", "CIP-003 R4"];
/** What each obligation prints: the summary of its requirement (governance-requirements.ts). */
const GOVERNANCE_REQUIREMENTS = {
    "CIP-003 R3": (0,_authority_governance_requirements_js__WEBPACK_IMPORTED_MODULE_1__/* .governanceRequirement */ .wf)("CIP-003 R3").summary,
    "CIP-003 R4": (0,_authority_governance_requirements_js__WEBPACK_IMPORTED_MODULE_1__/* .governanceRequirement */ .wf)("CIP-003 R4").summary,
};
/** Days from the change to its documentation, in both requirements. */
const DOCUMENTATION_DAYS = 30;
/** The CIP-003 R3 and R4 obligations of `versions` (in ledger order), as the calendar counts. */
function governanceObligations(versions, calendar) {
    return versions.flatMap(({ record, seniorManager }, index) => index === 0
        ? []
        : changeObligations(versions[index - 1]?.seniorManager, seniorManager, record, calendar));
}
/**
 * The obligations of the ledger's records: each change record that merged a change to
 * `cip_senior_manager` approved as the policy asks (rule cip-senior-manager-change met), with
 * both sides as the record keeps them (`policy.senior_manager`). A side the ledger holds no CSM
 * for (the first naming) opens nothing: it is where the ledger starts.
 */
function ledgerGovernanceObligations(records, calendar) {
    return records.flatMap((entry) => {
        const { record } = entry;
        if (record.kind !== "change")
            return [];
        const { policy } = record.change;
        const sides = policy?.senior_manager;
        if (policy === undefined || sides === undefined)
            return [];
        const rule = policy.rules.find((candidate) => candidate.id === SENIOR_MANAGER_CHANGE);
        if (rule?.result !== "met")
            return [];
        const { base, head } = sides;
        if (base?.csm == null)
            return [];
        const cited = {
            workspace: record.workspace,
            sequence: record.sequence,
            sha256: entry.sha256,
            recorded_at: record.recorded_at,
        };
        return changeObligations(factsOf(base.csm), head?.csm == null ? undefined : factsOf(head.csm), cited, calendar);
    });
}
/** The rule id a change to the CIP Senior Manager's keys is judged under (governance.ts). */
const SENIOR_MANAGER_CHANGE = "cip-senior-manager-change";
function factsOf(csm) {
    return {
        ...csm,
        delegates: csm.delegates.map(({ delegated_on, delegation_ref, ...delegate }) => ({
            ...delegate,
            delegatedOn: delegated_on,
            delegationRef: delegation_ref,
        })),
    };
}
/** What one documented change from `before` to `after` opens, closed by `record`. */
function changeObligations(before, after, record, calendar) {
    const rule = (0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .calendarRule */ .Zi)(calendar);
    const obligations = [];
    const documentedOn = (0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .dateIn */ .m7)(record.recorded_at, calendar.timeZone);
    const dated = (kind, subject, changedOn) => {
        const due = (0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_0__/* .addDays */ .fi)(changedOn, DOCUMENTATION_DAYS);
        const status = documentedOn <= due ? "closed" : "closed-late";
        obligations.push(obligationOf(kind, subject, changedOn, due, status, record, rule));
    };
    if (after !== undefined && (before?.login !== after.login || before.since !== after.since))
        dated("CIP-003 R3", `CIP Senior Manager ${personText(after)}`, after.since);
    const was = byLogin(before?.delegates ?? []);
    const now = byLogin(after?.delegates ?? []);
    for (const [login, delegate] of now) {
        const old = was.get(login);
        if (old === undefined || delegationText(old) !== delegationText(delegate))
            dated("CIP-003 R4", delegationText(delegate), delegate.delegatedOn);
    }
    for (const [login, delegate] of was) {
        if (now.has(login))
            continue;
        const subject = `${delegationText(delegate)}, removed`;
        obligations.push(obligationOf("CIP-003 R4", subject, null, null, "reminder", record, rule));
    }
    return obligations;
}
function obligationOf(kind, subject, changedOn, due, status, record, calendar) {
    return {
        kind,
        requirement: GOVERNANCE_REQUIREMENTS[kind],
        workspace: record.workspace,
        subject,
        changed_on: changedOn,
        due,
        status,
        documented_by: record,
        calendar,
    };
}
const byLogin = (delegates) => new Map(delegates.map((delegate) => [delegate.login.toLowerCase(), delegate]));
const personText = (person) => `${person.login} (${person.name}, ${person.title})`;
const delegationText = (delegate) => `delegation to ${personText(delegate)} for ${delegate.actions.join(", ")}, delegated on ${delegate.delegatedOn} (${delegate.delegationRef})`;
/**
 * A documented change of the CIP Senior Manager or of a delegation as the obligations list it (an
 * Obligation, by its shape: obligation-model.ts imports this module's kinds).
 */
function governanceObligation(found) {
    return {
        kind: found.kind,
        requirement: found.requirement,
        workspace: found.workspace,
        subject: { governance: found.subject },
        opened_by: found.documented_by,
        due: found.due,
        status: found.status,
        ...(found.status === "reminder" ? {} : { closed_by: found.documented_by }),
        calendar: found.calendar,
        reason: found.changed_on === null
            ? "a delegation removed: the policy file does not say when it ended"
            : `changed on ${found.changed_on}`,
    };
}


/***/ }),

/***/ 2729:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  qc: () => (/* binding */ DEFAULT_COMPLETION_GRACE_DAYS),
  aC: () => (/* binding */ OBLIGATION_STATUSES),
  V4: () => (/* binding */ PATCH_MANAGEMENT_KINDS),
  dq: () => (/* binding */ REQUIREMENTS),
  PB: () => (/* binding */ STILL_TO_DO),
  $4: () => (/* binding */ UNDECLARED_IMPACT),
  cj: () => (/* binding */ VULNERABILITY_ASSESSMENT_KINDS),
  xK: () => (/* binding */ compareObligations),
  vP: () => (/* binding */ contextAt),
  ip: () => (/* binding */ countStatuses),
  Q$: () => (/* binding */ dateOf),
  W2: () => (/* binding */ judgedVersion),
  uS: () => (/* binding */ kindText),
  Hf: () => (/* binding */ newlyIn),
  $i: () => (/* binding */ recordedCalendar),
  H8: () => (/* reexport */ record_ref/* refOf */.H),
  c2: () => (/* binding */ statusOf),
  yq: () => (/* binding */ subjectText),
  TY: () => (/* binding */ withCalendar),
  KY: () => (/* binding */ withVersions)
});

// UNUSED EXPORTS: OBLIGATION_KINDS, dueText, obligationKey

// EXTERNAL MODULE: ./src/core/inventory/baselines/requirements.ts + 2 modules
var requirements = __webpack_require__(7178);
// EXTERNAL MODULE: ./src/core/shared/calendar.ts
var shared_calendar = __webpack_require__(8291);
// EXTERNAL MODULE: ./src/core/inventory/baselines/standard-versions.ts
var standard_versions = __webpack_require__(7638);
// EXTERNAL MODULE: ./src/core/evidence/records/in-force/facts-in-force.ts
var facts_in_force = __webpack_require__(6681);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/obligations/governance-obligations.ts
var governance_obligations = __webpack_require__(2693);
// EXTERNAL MODULE: ./src/core/authority/governance-requirements.ts
var governance_requirements = __webpack_require__(3998);
;// CONCATENATED MODULE: ./src/core/obligations/vulnerability-assessments/assessment-facts.ts
/**
 * R3.3: what stands for an asset put into service: an active assessment of it, a like replacement,
 * a CIP Exceptional Circumstance; none; or not judged (its system declares no impact).
 */
const COMMISSIONING_EVIDENCE = (/* unused pure expression or super */ null && ([
    "assessment",
    "like replacement",
    "CIP Exceptional Circumstance",
    "none",
    "not judged",
]));
/** An R3.4 subject in words: the item of its assessment; undefined for a system's own. */
function assessmentText(facts) {
    return facts.item === undefined
        ? undefined
        : `action item ${facts.item.id} of assessment ${facts.item.assessment}`;
}

// EXTERNAL MODULE: ./src/core/obligations/record-ref.ts
var record_ref = __webpack_require__(2584);
;// CONCATENATED MODULE: ./src/core/obligations/obligation-model.ts








/** Days after authorization before an unrecorded completion is an exception (CIP-010 R1.3). */
const DEFAULT_COMPLETION_GRACE_DAYS = 30;

/**
 * The requirement table's parts that are judged as obligations: not CIP-010 R1.1 nor R3.3, which
 * the plan checks at commissioning, nor CIP-007 R1.1, which the ports population documents.
 */
const NOT_JUDGED = ["CIP-010 R1.1", "CIP-007 R1.1"];
const JUDGED_REQUIREMENTS = requirements/* REQUIREMENT_IDS */.RG.filter((id) => !NOT_JUDGED.includes(id));
const OBLIGATION_KINDS = [
    "CIP-002 R2",
    ...JUDGED_REQUIREMENTS,
    ...governance_obligations/* GOVERNANCE_OBLIGATION_KINDS */.UY,
];
/**
 * Why an obligation of a system whose document declares no `impact:` is an exception: its rows are
 * judged as for High (fail closed), never "out of scope".
 */
const UNDECLARED_IMPACT = "impact not declared: the system's document has no impact:, so the row is judged as for High";
/** Exceptions first: what an auditor looks at before anything else. */
const OBLIGATION_STATUSES = [
    "exception",
    "overdue",
    "closed-late",
    "due-soon",
    "open",
    "reminder",
    "closed",
];
/**
 * What still needs someone, in the order listed: what an operator reads first. Closed ones (late
 * or not) and the R1.4 to R1.6 reminders, which never close, are the history.
 */
const STILL_TO_DO = [
    "exception",
    "overdue",
    "due-soon",
    "open",
];
/**
 * What each obligation prints as its requirement: the summary its row of the requirement table
 * (or of the governance requirements) gives, the one paraphrase the docs' table also shows.
 */
const REQUIREMENTS = {
    "CIP-002 R2": (0,governance_requirements/* governanceRequirement */.wf)("CIP-002 R2").summary,
    // One entry per judged part, by construction of JUDGED_REQUIREMENTS.
    ...Object.fromEntries(JUDGED_REQUIREMENTS.map((id) => [id, (0,requirements/* requirementRow */.gv)(id).summary])),
    ...governance_obligations/* GOVERNANCE_REQUIREMENTS */.O9,
};
/**
 * The calendar a record keeps as in force from it: `timeZone` (an input of the run) over the policy
 * file's `calendar:` over the defaults, the policy's completion grace or the default, and the later
 * versions of the standards its `standards:` chose (none kept: every row's own).
 */
function recordedCalendar(timeZone, fromPolicy) {
    const calendar = (0,shared_calendar/* resolveCalendar */.Z4)({ timeZone }, fromPolicy.calendar);
    const versions = fromPolicy.standardVersions ?? [];
    return {
        time_zone: calendar.timeZone,
        due_soon_days: calendar.dueSoonDays,
        month_end: calendar.monthEnd,
        completion_grace_days: fromPolicy.completionGraceDays ?? DEFAULT_COMPLETION_GRACE_DAYS,
        ...(versions.length === 0
            ? {}
            : { standard_versions: versions.map(({ version, from }) => ({ version, from })) }),
    };
}
/**
 * The context an obligation opened by `record` is judged in: the calendar and the versions of the
 * standards the record says were in force (the authority table's calendar row,
 * in-force-from-record), or, for a record that keeps none (written before records kept it), the
 * pass's own.
 */
function contextAt(record, pass) {
    // In force only from a merge the gate accepted: a refused one's calendar and versions never do.
    if (record.kind !== "change" || record.change.calendar === undefined || !(0,facts_in_force/* isAccepted */.oB)(record))
        return pass;
    const kept = record.change.calendar;
    const calendar = {
        timeZone: kept.time_zone,
        dueSoonDays: kept.due_soon_days,
        monthEnd: kept.month_end,
    };
    const judged = {
        ...withCalendar(pass, calendar),
        completionGraceDays: kept.completion_grace_days,
    };
    return withVersions(judged, kept.standard_versions ?? []);
}
/** `context` judging by the later versions `versions` names (none: the rows' own). */
function withVersions({ versions: _, ...context }, versions) {
    return versions.length === 0 ? context : { ...context, versions };
}
/**
 * What an obligation of `kind` that `opened` opened names of the version judging it: the later
 * version in force on the record's day in `context`'s calendar, or nothing for its row's own.
 */
function judgedVersion(kind, opened, context) {
    const judged = (0,standard_versions/* versionOn */.Sx)(kind, dateOf(opened, context), context.versions ?? []);
    return "changes" in judged
        ? { version: { standard: judged.standard, changes: judged.changes } }
        : {};
}
/** `pass` with `calendar` counting the dates, its rule in words; as of the same day. */
function withCalendar(pass, calendar) {
    return { ...pass, calendar, rule: (0,shared_calendar/* calendarRule */.Zi)(calendar) };
}
/** The status of an obligation due on `due` that a record of `closedOn` closed, or none has yet. */
function statusOf(due, closedOn, context) {
    if (closedOn !== undefined)
        return closedOn <= due ? "closed" : "closed-late";
    if (context.today > due)
        return "overdue";
    return context.today >= (0,shared_calendar/* addDays */.fi)(due, -context.calendar.dueSoonDays) ? "due-soon" : "open";
}
/** The date of `ref` in the calendar's time zone. */
function dateOf(ref, context) {
    return (0,shared_calendar/* dateIn */.m7)(ref.recorded_at, context.calendar.timeZone);
}
/** How many of `obligations` are in each status, every status named (0 when none is). */
function countStatuses(obligations) {
    const counts = Object.fromEntries(OBLIGATION_STATUSES.map((status) => [status, 0]));
    for (const o of obligations)
        counts[o.status] += 1;
    return counts;
}
/** The CIP-007 R2 parts, in order: the audit report counts each part's obligations. */
const PATCH_MANAGEMENT_KINDS = OBLIGATION_KINDS.filter((kind) => kind.startsWith("CIP-007 R2."));
/** The CIP-010 R3 parts judged as obligations, in order (R3.3 at the merge that commissions). */
const VULNERABILITY_ASSESSMENT_KINDS = OBLIGATION_KINDS.filter((kind) => kind.startsWith("CIP-010 R3."));
/** An obligation's requirement as listings name it: "CIP-007-7 R2.3" when a later version judges it. */
function kindText(o) {
    return o.version === undefined
        ? o.kind
        : `${o.version.standard}${o.kind.slice(o.kind.indexOf(" "))}`;
}
/** An obligation's due date in words: "due YYYY-MM-DD", or "no due date" for a reminder's. */
function dueText(o) {
    return o.due === null ? "no due date" : `due ${o.due}`;
}
/** What an obligation concerns, in words: an asset in its system, a system, or a workspace. */
function subjectText(o) {
    const { cyber_system: system, cyber_system_id: id, asset, governance, keyed_by } = o.subject;
    if (governance !== undefined)
        return governance;
    const patching = o.patching && patchingText(o.patching);
    if (system === undefined)
        return patching ?? `the identifications of workspace ${o.workspace}`;
    // Configuration monitoring names a system as the inventory does, by name only.
    const named = id === undefined ? system : `${system} (${id})`;
    // CIP-010 R3.4: an action item of a system's assessment.
    const item = o.assessment && assessmentText(o.assessment);
    if (asset === undefined)
        return item === undefined ? named : `${item} of ${named}`;
    const located = `${asset} in ${named}${keyed_by === undefined ? "" : " (no asset id)"}`;
    return patching === undefined ? located : `${patching} of ${located}`;
}
/** A CIP-007 R2 subject in words: a patch, a baseline item, a source or a plan. */
function patchingText(facts) {
    if (facts.patch !== undefined)
        return `patch ${facts.patch}`;
    if (facts.item !== undefined)
        return `${facts.item.kind} ${JSON.stringify(facts.item.name)}`;
    if (facts.source !== undefined)
        return `patch source ${facts.source}`;
    return facts.plan === undefined ? undefined : `mitigation plan ${facts.plan}`;
}
/** Exceptions first (exception, overdue, closed late), then by due date, workspace, kind, subject. */
function compareObligations(a, b) {
    return (OBLIGATION_STATUSES.indexOf(a.status) - OBLIGATION_STATUSES.indexOf(b.status) ||
        (0,names/* compareCodePoints */.OP)(a.due ?? "9999", b.due ?? "9999") ||
        (0,names/* compareCodePoints */.OP)(a.workspace, b.workspace) ||
        (0,names/* compareCodePoints */.OP)(a.kind, b.kind) ||
        (0,names/* compareCodePoints */.OP)(a.subject.cyber_system_id ?? "", b.subject.cyber_system_id ?? "") ||
        (0,names/* compareCodePoints */.OP)(a.subject.asset ?? "", b.subject.asset ?? "") ||
        a.opened_by.sequence - b.opened_by.sequence);
}
/** The obligations that are in `status` now and were not as of `before`: each a new state. */
function newlyIn(status, now, before) {
    const earlier = new Set(before.filter((o) => o.status === status).map(obligationKey));
    return now.filter((o) => o.status === status && !earlier.has(obligationKey(o)));
}
/**
 * What tells an obligation from every other across two judgements of one ledger: its kind,
 * workspace and opening record, and what it is about: the system and asset (by id when it has
 * one, so a rename keeps it), the CIP-003 governance subject, and CIP-007 R2's item, patch source,
 * patch or plan (one record opens one per item, source, patch or plan of the same asset). What a
 * later record adds to it (the plan that closed an R2.3) is left out.
 */
function obligationKey(o) {
    const { subject, patching } = o;
    return JSON.stringify([
        o.kind,
        o.workspace,
        o.opened_by.sequence,
        subject.cyber_system_id ?? "",
        subject.asset_id ?? subject.asset ?? "",
        subject.governance ?? "",
        patching?.item?.kind ?? "",
        nameKeyOf(patching?.item?.name),
        o.kind === "CIP-007 R2.2" ? (patching?.source ?? "") : "",
        patching?.patch ?? "",
        o.kind === "CIP-007 R2.4" ? (patching?.plan ?? "") : "",
        o.assessment?.key ?? "",
    ]);
}
const nameKeyOf = (name) => (name === undefined ? "" : (0,names/* nameKey */.Rc)(name));


/***/ }),

/***/ 9620:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  aC: () => (/* reexport */ obligation_model/* OBLIGATION_STATUSES */.aC),
  Rl: () => (/* binding */ ObligationsPass),
  PB: () => (/* reexport */ obligation_model/* STILL_TO_DO */.PB),
  ip: () => (/* reexport */ obligation_model/* countStatuses */.ip),
  uS: () => (/* reexport */ obligation_model/* kindText */.uS),
  $i: () => (/* reexport */ obligation_model/* recordedCalendar */.$i),
  yq: () => (/* reexport */ obligation_model/* subjectText */.yq)
});

// UNUSED EXPORTS: OBLIGATION_KINDS, REQUIREMENTS, compareObligations, computeObligations, dueText, newlyIn, obligationKey

// EXTERNAL MODULE: ./src/core/evidence/records/in-force/facts-in-force.ts
var facts_in_force = __webpack_require__(6681);
// EXTERNAL MODULE: ./src/core/evidence/records/evidence-record.ts
var evidence_record = __webpack_require__(53);
// EXTERNAL MODULE: ./src/core/evidence/records/review-record.ts
var review_record = __webpack_require__(6474);
// EXTERNAL MODULE: ./src/core/authority/authority.ts
var authority_authority = __webpack_require__(8652);
;// CONCATENATED MODULE: ./src/core/obligations/record-facts.ts




function reviewOf({ record, unauthenticated }) {
    // The same test as what a merge puts in force (facts-in-force.ts): reviewed is accepted.
    const refused = (0,facts_in_force/* notAccepted */.LA)(record);
    if (refused !== undefined) {
        const flagged = record.origin === "cli" && unauthenticated !== undefined
            ? `, and its ${unauthenticated}`
            : "";
        return { reviewed: false, why: `${refused}${flagged}` };
    }
    const pulls = (0,evidence_record/* pullRequestsOf */.Tb)(record.change);
    const by = [...new Set(pulls.flatMap((pull) => pull.approved_by))].sort();
    const approvedAt = pulls.flatMap((pull) => pull.approved_by.flatMap((login) => pull.approved_at?.[login] ?? []));
    // Approved before it merged: the latest counted approval authorized it; without dates, the merge.
    // Every counted approver is dated here, and there is one at least (checked above).
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- every counted approver is dated here, and there is one at least (checked above)
    const at = approvedAt.length === by.length ? approvedAt.sort().at(-1) : record.recorded_at;
    return {
        reviewed: true,
        authorized: { at, by },
        pullRequests: pulls.map((pull) => pull.number),
        completions: pulls.flatMap((pull) => pull.completion_notes ?? []),
    };
}
/**
 * The approvers a reviewed change record shows for a fact about an asset of cyber system `system`
 * (by name, as the record's owner-policy judgement names systems): its counted approvals, and
 * that system's owners only where the judgement it keeps shows them approving (a count of that
 * system's owners, met, of one approval at least). Never a kind of approver the record does not
 * hold: where no rule asked the owners (no policy file, or rules that cover other operations),
 * they approved nothing, whatever a rule could have asked.
 */
function approversShown(review, record, system) {
    if (!review.reviewed)
        return [];
    // A record from before baselines named their system shows no owner of it.
    const ownersApproved = (record.change.policy?.rules ?? []).some((rule) => rule.requirements.some((asked) => system !== undefined &&
        asked.system === system &&
        asked.satisfied_by.length >= Math.max(1, asked.approvals)));
    return ownersApproved ? ["counted-approvals", "system-owners"] : ["counted-approvals"];
}
/**
 * Whether a configuration-monitoring record may close anything (authority row
 * configuration-observation): a collector's file appended from the command line only in a commit
 * verify accepts (signed by an operator key), observed no later than it was appended.
 */
function observationAuthority({ record, unauthenticated, }) {
    const origin = unauthenticated !== undefined
        ? { outside: `a collector's file appended from the command line whose ${unauthenticated}` }
        : record.origin === "cli"
            ? "operator-signed-append"
            : "default-branch-drift-check";
    return (0,authority_authority/* judgeAuthority */.B8)({
        fact: "configuration-observation",
        origin,
        approvedBy: [],
        dated: record.configuration_monitoring.observed_at,
        recordedAt: record.recorded_at,
    });
}
/** The `/cip-010-r1.4` notes of a change's pull requests. */
function verificationNotesOf(record) {
    return (0,evidence_record/* pullRequestsOf */.Tb)(record.change).flatMap((pull) => pull.verification_notes ?? []);
}
/** A CIP-002 R2 review a merge recorded, approved as the policy asks, of what it merged. */
function isApprovedReview({ record }) {
    if (record.kind !== "change")
        return false;
    const { outcome, review, policy } = record.change;
    // A refused merge's approvals did not count; one the gate let through merged what was reviewed,
    // whatever its apply then did (a review alone applies nothing).
    if (!facts_in_force/* PASSED_THE_GATE */.VG.has(outcome))
        return false;
    if (review?.matches !== true || policy === undefined)
        return false;
    const rule = policy.rules.find((candidate) => candidate.id === review_record/* REVIEW_RULE_ID */.S);
    return (rule !== undefined &&
        rule.result === "met" &&
        rule.requirements.every((requirement) => requirement.satisfied_by.length >= requirement.approvals));
}

// EXTERNAL MODULE: ./src/core/shared/calendar.ts
var shared_calendar = __webpack_require__(8291);
// EXTERNAL MODULE: ./src/core/obligations/checkpoint/obligations-checkpoint.ts + 3 modules
var obligations_checkpoint = __webpack_require__(7777);
// EXTERNAL MODULE: ./src/core/inventory/document/asset-class.ts
var asset_class = __webpack_require__(8453);
// EXTERNAL MODULE: ./src/core/inventory/baselines/requirements.ts + 2 modules
var requirements = __webpack_require__(7178);
// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(5032);
// EXTERNAL MODULE: ./src/core/obligations/deviations.ts
var deviations = __webpack_require__(8901);
// EXTERNAL MODULE: ./src/core/obligations/obligation-model.ts + 1 modules
var obligation_model = __webpack_require__(2729);
;// CONCATENATED MODULE: ./src/core/obligations/deviation-status.ts
// The R1.2 and R1.3 obligations of one deviation, as what the ledger has shown of it decides them
// (see deviation-obligations.ts for when each is settled), and whether a completion note has the
// authority to settle one.



const NOT_VERIFIED = { closed_as: "digest not verified" };
/** R1.2 and R1.3 of `pending`, closed by `closer` (a reviewed baseline change) or as they stand. */
function settleDeviation(pending, closer) {
    const { context } = pending;
    return [authorization(pending, context), baselineUpdate(pending, closer, context)];
}
function base(kind, pending, context) {
    return {
        kind,
        requirement: obligation_model/* REQUIREMENTS */.dq[kind],
        ...(0,obligation_model/* judgedVersion */.W2)(kind, pending.opened, context),
        workspace: pending.opened.workspace,
        subject: pending.subject,
        opened_by: pending.opened,
        calendar: context.rule,
        items: pending.items,
        ...(pending.completed === undefined ? {} : { completed: pending.completed }),
    };
}
/** R1.2: closed by the reviewed record that carried the deviation, unless it was not one. */
function authorization(pending, context) {
    const opened = (0,obligation_model/* dateOf */.Q$)(pending.opened, context);
    const review = pending.review;
    if (!("authorized" in review))
        return {
            ...base("CIP-010 R1.2", pending, context),
            due: opened,
            status: "exception",
            reason: `not authorized: ${review.why}`,
        };
    const authorizedOn = (0,shared_calendar/* dateIn */.m7)(review.authorized.at, context.calendar.timeZone);
    const early = pending.completed !== undefined && pending.completed.on < authorizedOn;
    return {
        ...base("CIP-010 R1.2", pending, context),
        due: authorizedOn,
        status: early ? "exception" : "closed",
        ...(early
            ? {
                // `early` is true only for a completion dated before the authorization: there is one.
                // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- `early` is true only for a completion dated before the authorization, so there is one
                reason: `completed before authorization: the change was completed on ${pending.completed.on}, authorized on ${authorizedOn}`,
            }
            : { closed_by: pending.opened }),
        authorized: review.authorized,
    };
}
/** R1.3: see deviation-obligations.ts for each path. */
function baselineUpdate(pending, closer, context) {
    const head = base("CIP-010 R1.3", pending, context);
    const reviewed = "authorized" in pending.review;
    const completed = pending.completed;
    const listed = pending.notClosedBy.length === 0 ? {} : { not_closed_by: pending.notClosedBy };
    // Until completed, a reviewed deviation counts from its authorization; one not reviewed, from
    // the record that made it.
    const due = completed !== undefined
        ? (0,shared_calendar/* addDays */.fi)(completed.on, 30)
        : (0,shared_calendar/* addDays */.fi)((0,obligation_model/* dateOf */.Q$)(pending.opened, context), 30);
    if (closer !== undefined) {
        return {
            ...head,
            due,
            status: (0,obligation_model/* statusOf */.c2)(due, (0,obligation_model/* dateOf */.Q$)(closer.by, context), context),
            closed_by: closer.by,
            ...(closer.ref ? NOT_VERIFIED : {}),
            ...listed,
        };
    }
    if (reviewed && completed !== undefined && pending.differs !== true) {
        // The baseline merged at authorization already describes the completed change.
        return {
            ...head,
            due,
            status: (0,obligation_model/* statusOf */.c2)(due, (0,obligation_model/* dateOf */.Q$)(pending.opened, context), context),
            closed_by: pending.opened,
            ...(pending.ref ? NOT_VERIFIED : {}),
            ...listed,
        };
    }
    if (reviewed && completed === undefined) {
        const authorized = pending.review.authorized.at;
        const grace = (0,shared_calendar/* addDays */.fi)((0,shared_calendar/* dateIn */.m7)(authorized, context.calendar.timeZone), context.completionGraceDays);
        return {
            ...head,
            due: grace,
            status: context.today > grace ? "exception" : "open",
            reason: "completion not recorded",
            ...listed,
        };
    }
    const why = reviewed
        ? "the field change differs from the merged baseline: a reviewed baseline change closes it"
        : "the baseline was changed by a record no review authorized: a reviewed baseline change closes it";
    return { ...head, due, status: (0,obligation_model/* statusOf */.c2)(due, undefined, context), reason: why, ...listed };
}
/** A deviation that only a later reviewed baseline change can close. */
function waitsForBaseline(pending) {
    return !("authorized" in pending.review) || pending.differs === true;
}
/**
 * A completion note counts (the authority table's completion-note row) when one of the counted
 * approvers who authorized the deviation wrote it, dated no later than the record that carries it:
 * an approver of a later, unrelated pull request cannot close another change's R1.3, and a date in
 * the future cannot close it "on time".
 */
function completionAuthority(note, pending, entry) {
    const authorizers = "authorized" in pending.review ? pending.review.authorized.by : [];
    return (0,authority_authority/* judgeAuthority */.B8)({
        fact: "completion-note",
        origin: "reviewed-merge",
        approvedBy: authorizers.includes(note.login) ? ["deviation-approvers"] : [],
        dated: note.completed_on,
        recordedAt: entry.record.recorded_at,
    });
}

;// CONCATENATED MODULE: ./src/core/obligations/deviation-obligations.ts
// CIP-010 R1.2 to R1.6, opened by deviations (deviations.ts) and applied through the requirement
// table. Per deviation of an asset in scope:
// - R1.2: authorized by the counted approvals of the merged pull request that carries it (closed
//   by that record); an exception when it is not reviewed (a break-glass apply, a refused merge),
//   or when the field change was completed before it was authorized;
// - R1.3: 30 calendar days from the completion date (`/cip-010-completed`, `completed_on:`). The
//   baseline merged at authorization describes the change, so a recorded completion closes it;
//   until then it reads "completion not recorded", an exception once the grace days since the
//   authorization have passed. A completion that says the field change `differs`, and a deviation
//   no review authorized, wait for the next reviewed baseline change of the asset; a break-glass
//   or refused record that changes it closes nothing and is listed beside the obligation;
// - R1.4 (with the approvers' `/cip-010-r1.4` notes), R1.5 and R1.6 (when item 1.1.1, 1.1.2 or
//   1.1.5 changed): reminders, never closed.
// A system without `impact:` fails closed: every row is judged as for High, as an exception.








const R1 = (0,requirements/* requirementRow */.gv)("CIP-010 R1.2");
const R1_5 = (0,requirements/* requirementRow */.gv)("CIP-010 R1.5");
class DeviationObligations {
    #context;
    #emit;
    #workspaces = new Map();
    /** The digests every asset's declared baseline holds, each once. */
    #texts = new collections/* TextTable */.CV();
    constructor(context, emit) {
        this.#context = context;
        this.#emit = emit;
    }
    /** Each workspace's state, the map itself: a checkpoint reads it, a resumed pass fills it. */
    held() {
        return this.#workspaces;
    }
    add(entry) {
        const { record } = entry;
        if (record.kind === "configuration-monitoring")
            this.#verifyRefs(entry, record);
        if (record.kind !== "change")
            return;
        let state = this.#workspaces.get(record.workspace);
        if (state === undefined) {
            state = {
                keys: new deviations/* AssetKeys */.zi(),
                declared: new Map(),
                pending: new Map(),
                unverified: new Map(),
                inForce: this.#context,
            };
            this.#workspaces.set(record.workspace, state);
        }
        state.inForce = (0,obligation_model/* contextAt */.vP)(record, state.inForce);
        state.keys.learn(record);
        const review = reviewOf({ record, unauthenticated: entry.unauthenticated });
        const opened = [];
        // A record written before baselines were recorded says nothing about them.
        const atBase = record.change.base_baselines ?? [];
        for (const baseline of record.change.baselines ?? []) {
            const key = state.keys.keyOf(baseline);
            // What the ledger last declared; else what the base commit declared, which the record
            // carries: a baseline declared before the ledger's first record is the existing one; else,
            // when the base could not be read, one nobody read (fail closed: never a first declaration).
            const before = state.declared.get(key) ??
                this.#declaredAtBase(atBase, baseline) ??
                (record.change.base_baselines_unread === undefined ? undefined : deviations/* UNREAD_AT_BASE */.SB);
            state.declared.set(key, (0,deviations/* declaredOf */.yN)(baseline, this.#texts));
            // `software` records are baseline content, never Cyber Assets.
            if (baseline.asset_type === "software")
                continue;
            const items = (0,deviations/* changedItems */.bH)(before, baseline);
            if (items.length > 0) {
                this.#baselineChanged(state, key, entry, review, baseline);
                const pending = this.#deviation(key, baseline, items, entry, review, state.inForce);
                if (pending !== undefined) {
                    opened.push(pending);
                    state.pending.set(key, [...(state.pending.get(key) ?? []), pending]);
                }
            }
            const completedOn = baseline.completed_on;
            if (review.reviewed && completedOn !== undefined && completedOn !== before?.completedOn) {
                const approvedBy = approversShown(review, record, baseline.cyber_system);
                this.#completedOn(state, key, entry, { on: completedOn, approvedBy });
            }
        }
        if (review.reviewed)
            this.#notes(state, review, entry, opened);
    }
    /** The base's declaration of `baseline`'s asset that the record carries, if any. */
    #declaredAtBase(atBase, baseline) {
        const base = atBase.find((entry) => entry.cyber_system_id === baseline.cyber_system_id && entry.asset === baseline.asset);
        return base === undefined ? undefined : (0,deviations/* declaredOf */.yN)(base, this.#texts);
    }
    /** Every deviation still waiting, judged as of the pass's date; what no record verified. */
    finish() {
        for (const state of this.#workspaces.values()) {
            for (const list of state.pending.values())
                for (const pending of list)
                    this.#settle(pending);
            for (const held of state.unverified.values())
                for (const { obligation } of held)
                    this.#emit(obligation);
        }
        this.#workspaces.clear();
    }
    /**
     * A collector's record that fetched the documents baseline_refs name: each R1.3 closed by the
     * same reference (its digest) is verified when the document's SHA-256 is the one it states, and
     * says it is not when it differs; a record without authority verifies nothing, and is listed.
     */
    #verifyRefs(entry, record) {
        const state = this.#workspaces.get(record.workspace);
        if (state === undefined || state.unverified.size === 0)
            return;
        const authority = observationAuthority({ record, unauthenticated: entry.unauthenticated });
        for (const asset of record.configuration_monitoring.assets) {
            const check = asset.baseline_ref;
            if (check === undefined)
                continue;
            // Looked up, not learnt: a collector's record (with or without authority) never re-keys
            // an asset, and what it names is the same whether or not a baseline_ref waits.
            const key = state.keys.currentKey({
                asset: asset.name,
                ...(asset.asset_id === undefined ? {} : { asset_id: asset.asset_id }),
            });
            const waiting = state.unverified.get(key) ?? [];
            const held = waiting.filter((h) => h.digest === check.digest);
            if (!authority.authorized) {
                for (const { obligation } of held)
                    (obligation.not_closed_by ??= []).push({ record: (0,obligation_model/* refOf */.H8)(entry), why: authority.why });
                continue;
            }
            const left = waiting.filter((h) => h.digest !== check.digest);
            if (left.length === 0)
                state.unverified.delete(key);
            else
                state.unverified.set(key, left);
            for (const { obligation } of held) {
                if (check.matches) {
                    this.#emit({ ...verifiedAs(obligation), verified_by: (0,obligation_model/* refOf */.H8)(entry) });
                }
                else
                    this.#emit({
                        ...obligation,
                        reason: `the referenced baseline document fetched in record ${record.sequence} has SHA-256 ${check.fetched_sha256}, not the ${check.declared_sha256} its baseline_ref states`,
                    });
            }
        }
    }
    /** A change of `key`'s baseline: it closes what waits for one, if reviewed; else it is listed. */
    #baselineChanged(state, key, entry, review, baseline) {
        const list = state.pending.get(key);
        if (list === undefined)
            return;
        const waiting = list.filter((pending) => waitsForBaseline(pending));
        const closer = { by: (0,obligation_model/* refOf */.H8)(entry), ref: baseline.kind === "ref", digest: baseline.digest };
        for (const pending of waiting) {
            if (!review.reviewed)
                pending.notClosedBy.push({ record: (0,obligation_model/* refOf */.H8)(entry), why: review.why });
            else
                this.#settle(pending, closer, state);
        }
    }
    /** The obligations a deviation opens now (reminders), and the R1.2/R1.3 it leaves pending. */
    #deviation(key, baseline, items, entry, review, context) {
        const scope = {
            class: baseline.class ?? asset_class/* DEFAULT_ASSET_CLASS */.q$,
            impact: baseline.impact ?? "high",
            ...(baseline.erc === undefined ? {} : { erc: baseline.erc }),
        };
        if (!(0,requirements/* applies */.Br)(R1, scope))
            return undefined;
        const opened = (0,obligation_model/* refOf */.H8)(entry);
        const subject = {
            cyber_system_id: baseline.cyber_system_id,
            cyber_system: baseline.cyber_system ?? baseline.cyber_system_id,
            asset: baseline.asset,
            ...(key.startsWith("name:") ? {} : { asset_id: key }),
        };
        const undeclared = baseline.impact === undefined;
        const reminder = (kind, extra = {}) => this.#emit({
            ...this.#base(kind, subject, opened, items, context),
            due: null,
            status: undeclared ? "exception" : "reminder",
            ...(undeclared ? { reason: obligation_model/* UNDECLARED_IMPACT */.$4 } : {}),
            ...extra,
        });
        const notes = entry.record.kind === "change" ? verificationNotesOf(entry.record) : [];
        reminder("CIP-010 R1.4", notes.length === 0 ? {} : { notes });
        if ((0,requirements/* applies */.Br)(R1_5, scope))
            reminder("CIP-010 R1.5");
        // R1.6 only for the items its row names (1.1.1, 1.1.2, 1.1.5, or unknown): the table says.
        if ((0,requirements/* partsOpenedBy */.pK)(scope, items).includes("CIP-010 R1.6"))
            reminder("CIP-010 R1.6");
        if (undeclared) {
            for (const kind of ["CIP-010 R1.2", "CIP-010 R1.3"])
                this.#emit({
                    ...this.#base(kind, subject, opened, items, context),
                    due: (0,obligation_model/* dateOf */.Q$)(opened, context),
                    status: "exception",
                    reason: obligation_model/* UNDECLARED_IMPACT */.$4,
                });
            return undefined;
        }
        return {
            opened,
            key,
            subject,
            items,
            review: review.reviewed ? review : { why: review.why },
            ref: baseline.kind === "ref",
            digest: baseline.digest,
            notClosedBy: [],
            context,
        };
    }
    /** The completion notes of a reviewed record: for its own deviations, or an earlier one's (#N). */
    #notes(state, review, entry, opened) {
        for (const note of review.completions) {
            const named = note.pull_request;
            const targets = named === undefined
                ? opened
                : [...state.pending.values()]
                    .flat()
                    .filter((pending) => "authorized" in pending.review &&
                    pending.review.pullRequests.includes(named) &&
                    pending.opened.sequence < entry.record.sequence);
            const completed = {
                on: note.completed_on,
                by: (0,obligation_model/* refOf */.H8)(entry),
                ...(note.reference === undefined ? {} : { reference: note.reference }),
            };
            for (const pending of targets) {
                const authority = completionAuthority(note, pending, entry);
                if (authority.authorized)
                    this.#complete(state, pending, completed, note.differs === true);
                else
                    pending.notClosedBy.push({
                        record: (0,obligation_model/* refOf */.H8)(entry),
                        why: `the /cip-010-completed note of ${note.login} has no authority: ${authority.why}`,
                    });
            }
        }
    }
    /**
     * A reviewed record's new `completed_on:` of `key`'s baseline: it completes what waits when the
     * authority table's baseline-completed-on row lets it, approved by those the record shows; else
     * each obligation lists the record and why it closed nothing.
     */
    #completedOn(state, key, entry, dated) {
        const { on, approvedBy } = dated;
        const authority = (0,authority_authority/* judgeAuthority */.B8)({
            fact: "baseline-completed-on",
            origin: "reviewed-merge",
            approvedBy,
            dated: on,
            recordedAt: entry.record.recorded_at,
        });
        for (const pending of state.pending.get(key) ?? []) {
            if (authority.authorized)
                this.#complete(state, pending, { on, by: (0,obligation_model/* refOf */.H8)(entry) }, false);
            else
                pending.notClosedBy.push({
                    record: (0,obligation_model/* refOf */.H8)(entry),
                    why: `its completed_on: ${on} has no authority: ${authority.why}`,
                });
        }
    }
    /** Records a reviewed deviation's completion; settles it unless the field change differed. */
    #complete(state, pending, completed, differs) {
        if (pending.completed !== undefined || !("authorized" in pending.review))
            return;
        pending.completed = completed;
        pending.differs = differs;
        if (!differs)
            this.#settle(pending, undefined, state);
    }
    #settle(pending, closer, state) {
        for (const obligation of settleDeviation(pending, closer)) {
            // Closed by a baseline_ref: held until a collector's record checks the referenced document.
            if (obligation.closed_as !== undefined && state !== undefined)
                state.unverified.set(pending.key, [
                    ...(state.unverified.get(pending.key) ?? []),
                    { digest: closer?.digest ?? pending.digest, obligation },
                ]);
            else
                this.#emit(obligation);
        }
        if (state === undefined)
            return;
        const list = (state.pending.get(pending.key) ?? []).filter((other) => other !== pending);
        if (list.length === 0)
            state.pending.delete(pending.key);
        else
            state.pending.set(pending.key, list);
    }
    #base(kind, subject, opened, items, context) {
        return {
            kind,
            requirement: obligation_model/* REQUIREMENTS */.dq[kind],
            ...(0,obligation_model/* judgedVersion */.W2)(kind, opened, context),
            workspace: opened.workspace,
            subject,
            opened_by: opened,
            calendar: context.rule,
            items,
        };
    }
}
/** An R1.3 closed by a baseline_ref, once its document was fetched and found as the reference states. */
function verifiedAs({ closed_as: _, ...obligation }) {
    return obligation;
}

// EXTERNAL MODULE: ./src/core/patches/patch-files.ts
var patch_files = __webpack_require__(3146);
// EXTERNAL MODULE: ./src/core/patches/parse-patch-sources.ts
var parse_patch_sources = __webpack_require__(3049);
// EXTERNAL MODULE: ./src/core/patches/parse-patch-evaluation.ts
var parse_patch_evaluation = __webpack_require__(9786);
// EXTERNAL MODULE: ./src/core/patches/parse-mitigation-plan.ts
var parse_mitigation_plan = __webpack_require__(7877);
// EXTERNAL MODULE: ./src/core/patches/patch-inputs.ts
var patch_inputs = __webpack_require__(5240);
// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var shared_sha256 = __webpack_require__(7154);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var shared_names = __webpack_require__(2885);
;// CONCATENATED MODULE: ./src/core/obligations/patch-management/patch-merges.ts











function nothingInForce() {
    return { files: new Map(), assets: new Map() };
}
/**
 * Whether `record` is the first a workspace's CIP-007 R2 pass reads: an accepted merge whose
 * baselines keep their patched items, or that carries patch files. Every record before it is
 * a record R2 has nothing to read in: baselines without items, no file, nothing open to close; the
 * CIP Senior Manager in force it would need, each merge record declares whole (governance).
 */
function startsPatchManagement(record) {
    if (record.kind !== "change" || !(0,facts_in_force/* isAccepted */.oB)(record))
        return false;
    const { change } = record;
    return (change.patch_files !== undefined ||
        (change.baselines ?? []).some((baseline) => baseline.patched !== undefined));
}
/**
 * The pass's reading of `entry`, a record of the workspace `inForce` follows (updated when the
 * record is an accepted merge); undefined for a record that speaks of no patch management (a drift
 * check, a collector's observation).
 */
function patchMergeOf(entry, inForce) {
    const { record } = entry;
    if (record.kind !== "change")
        return undefined;
    const { change } = record;
    const refused = (0,facts_in_force/* notAccepted */.LA)(record);
    const files = carriedFiles(change.patch_files, inForce, refused === undefined);
    const pulls = (0,evidence_record/* pullRequestsOf */.Tb)(change);
    const approvals = pulls.flatMap((pull) => pull.approved_by.map((login) => ({
        login,
        at: pull.approved_at?.[login] ?? record.recorded_at,
    })));
    const seniorManager = seniorManagerOf(change.governance?.senior_manager);
    return {
        record: (0,obligation_model/* refOf */.H8)(entry),
        ...(refused === undefined ? {} : { notAccepted: refused }),
        ...(change.calendar === undefined
            ? {}
            : {
                calendar: {
                    timeZone: change.calendar.time_zone,
                    dueSoonDays: change.calendar.due_soon_days,
                    monthEnd: change.calendar.month_end,
                },
                versions: change.calendar.standard_versions ?? [],
            }),
        ...(change.baselines === undefined || refused !== undefined
            ? {}
            : { assets: assetsOf(change.baselines, inForce, createdIds(change)) }),
        ...files,
        approvals,
        ...(seniorManager === undefined ? {} : { seniorManager }),
    };
}
/** The files `carried` puts in force that are not already, parsed; `inForce` kept when `accepted`. */
function carriedFiles(carried, inForce, accepted) {
    if (carried === undefined)
        return {};
    let sources;
    const evaluations = [];
    const plans = [];
    for (const { file, sha256, text } of carried.files) {
        // The digest of the text itself: a record whose stated digest is not its text's puts nothing
        // of the file in force (an edit after sealing also breaks the chain, which verify reports).
        const digest = `sha256:${(0,shared_sha256/* sha256Hex */.fg)(text)}`;
        if (digest !== sha256 || inForce.files.get(file) === digest)
            continue;
        if (accepted)
            inForce.files.set(file, digest);
        const read = parsedFile(file, digest, text);
        if (file === patch_files/* PATCH_SOURCES_FILE */.DK)
            sources = read ?? null;
        else if (read === undefined)
            continue;
        else if (file.startsWith(`${patch_files/* EVALUATIONS_FOLDER */.nH}/`))
            evaluations.push(read);
        else
            plans.push(read);
    }
    for (const file of carried.removed ?? []) {
        if (!inForce.files.has(file))
            continue;
        if (accepted)
            inForce.files.delete(file);
        if (file === patch_files/* PATCH_SOURCES_FILE */.DK)
            sources = null;
    }
    return {
        ...(sources === undefined ? {} : { sources }),
        ...(evaluations.length === 0 ? {} : { evaluations }),
        ...(plans.length === 0 ? {} : { plans }),
    };
}
/**
 * What `file` (its text of SHA-256 `digest`) says, or undefined when its parser refuses it: read
 * once a text, as every pass over the ledger (verify recomputes a checkpoint at each) meets the
 * same files. The values are never changed by the pass.
 */
function parsedFile(file, digest, text) {
    const key = `${file}\u0000${digest}`;
    if (PARSED.has(key))
        return PARSED.get(key);
    const parse = file === patch_files/* PATCH_SOURCES_FILE */.DK
        ? parse_patch_sources/* parsePatchSourcesText */.J
        : file.startsWith(`${patch_files/* EVALUATIONS_FOLDER */.nH}/`)
            ? parse_patch_evaluation/* parsePatchEvaluationText */.t
            : parse_mitigation_plan/* parseMitigationPlanText */.b;
    const value = parse(text, file).value;
    // Bounded: past the bound the oldest read is dropped, and read again if met again.
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the cache is at its bound, so it holds a first key
    if (PARSED.size >= PARSED_BOUND)
        PARSED.delete(PARSED.keys().next().value);
    PARSED.set(key, value);
    return value;
}
const PARSED_BOUND = 1_000;
const PARSED = new Map();
/**
 * The merge's assets: an asset read from the same digest, class, impact and system as before is
 * the object read then (patch-state.ts takes it as unchanged without reading it again).
 */
function assetsOf(baselines, inForce, created) {
    const read = new Map();
    const keyOf = keptKeys(inForce);
    const assets = baselines.map((baseline) => {
        const assetId = baseline.asset_id ?? created.get(createdKey(baseline.cyber_system_id, baseline.asset));
        const found = {
            cyber_system: baseline.cyber_system ?? baseline.cyber_system_id,
            cyber_system_id: baseline.cyber_system_id,
            asset: baseline.asset,
            ...(assetId === undefined ? {} : { asset_id: assetId }),
            class: baseline.class ?? asset_class/* DEFAULT_ASSET_CLASS */.q$,
            ...(baseline.asset_type === undefined ? {} : { type: baseline.asset_type }),
            impact: baseline.impact,
            // A baseline_ref, or a record written before records kept the items: items unseen.
            baseline: baseline.kind === "ref" ? "ref" : (baseline.patched ?? "ref"),
        };
        const kept = keyOf(found);
        const asset = kept === (0,patch_inputs/* assetKey */.e7)(found) ? found : { ...found, key: kept };
        const key = (0,patch_inputs/* assetKey */.e7)(asset);
        const from = JSON.stringify([
            baseline.digest,
            asset.class,
            asset.type ?? null,
            asset.impact ?? null,
            asset.cyber_system,
            asset.asset,
            asset.baseline === "ref",
            asset.asset_id ?? null,
        ]);
        const before = inForce.assets.get(key);
        const same = before?.from === from ? before : { from, asset };
        read.set(key, same);
        return same.asset;
    });
    inForce.assets = read;
    return assets;
}
/**
 * The ids the merge's apply gave the assets it created, by system id and name: its plan, made
 * before, declares their baselines without one, and every population joins by the id
 * (cyber-assets.csv has it from the same record).
 */
function createdIds(change) {
    const ids = new Map();
    for (const operation of change.change_record?.operations ?? [])
        if (operation.action === "create" && operation.result === "succeeded" && operation.asset_id)
            ids.set(createdKey(operation.cyber_system.id, operation.name), operation.asset_id);
    return ids;
}
function createdKey(cyberSystemId, name) {
    return `${cyberSystemId}\u0000${(0,shared_names/* nameKey */.Rc)(name)}`;
}
/**
 * The key each asset of a merge is followed by: the one its id had in force; for an id not in
 * force, the key of the asset of its system and name in force without an id (the merge that
 * created it, whose record has no id yet: the same asset, its items unchanged); else its own.
 */
function keptKeys(inForce) {
    const byId = new Map();
    const withoutId = new Set();
    for (const [key, { asset }] of inForce.assets)
        if (asset.asset_id === undefined)
            withoutId.add(key);
        else
            byId.set(asset.asset_id, key);
    return (asset) => {
        if (asset.asset_id === undefined)
            return (0,patch_inputs/* assetKey */.e7)(asset);
        const named = (0,patch_inputs/* namedAssetKey */.Vk)(asset);
        return byId.get(asset.asset_id) ?? (withoutId.has(named) ? named : asset.asset_id);
    };
}
/** The CIP Senior Manager and delegates a merge declares; undefined: not recorded (unchanged). */
function seniorManagerOf(declared) {
    if (declared === undefined)
        return undefined;
    const csm = declared?.csm ?? null;
    if (csm === null)
        return null;
    return {
        login: csm.login,
        delegates: csm.delegates.map((delegate) => ({
            login: delegate.login,
            actions: delegate.actions,
            delegatedOn: delegate.delegated_on,
        })),
    };
}

;// CONCATENATED MODULE: ./src/core/obligations/patch-management/patch-checkpoint.ts


/** What the checkpoint keeps of the state in force and the fold's reading of the records. */
function heldInForce(state, read) {
    return {
        files: [...read.files],
        assets: state.assets.map((asset) => ({
            asset,
            from: read.assets.get((0,patch_inputs/* assetKey */.e7)(asset))?.from ?? "",
        })),
        sources: state.sources ?? null,
        plans: [...state.plans],
        senior_manager: state.seniorManager ?? null,
        declared_at: [...state.declaredAt],
        items: [...state.items].map(([key, { asset, item, version }]) => [
            key,
            { asset: (0,patch_inputs/* assetKey */.e7)(asset), item, version },
        ]),
        applied: [...state.applied],
        planned: [...state.planned],
        covered: [...state.covered],
        tracked: [...state.tracked],
        item_keys: [...state.itemKeys],
        present: [...state.present],
    };
}
/** The state in force and the fold's reading `held` keeps, each asset one object again. */
function restoreInForce(held) {
    const byAsset = new Map(held.assets.map(({ asset }) => [(0,patch_inputs/* assetKey */.e7)(asset), asset]));
    const state = {
        assets: held.assets.map(({ asset }) => asset),
        sources: held.sources ?? undefined,
        plans: new Map(held.plans),
        seniorManager: held.senior_manager ?? undefined,
        declaredAt: new Map(held.declared_at),
        items: new Map(held.items.map(([key, { asset, item, version }]) => [
            key,
            { asset: (0,collections/* getOrThrow */.Gp)(byAsset, asset, "the checkpoint's assets"), item, version },
        ])),
        applied: new Set(held.applied),
        planned: new Map(held.planned),
        covered: new Map(held.covered),
        tracked: new Set(held.tracked),
        byAsset,
        itemKeys: new Map(held.item_keys),
        present: new Map(held.present),
        // What the last merge changed is read at that merge's step only.
        changedAssets: new Set(),
    };
    const read = {
        files: new Map(held.files),
        assets: new Map(held.assets.map(({ asset, from }) => [(0,patch_inputs/* assetKey */.e7)(asset), { from, asset }])),
    };
    return { state, read };
}

;// CONCATENATED MODULE: ./src/core/obligations/patch-management/patch-state.ts
// What is in force after each accepted merge, for the CIP-007 R2 pass: what the merges put there
// (assets, sources, plans, the CIP Senior Manager) and what the parts look up at every record,
// derived once when its input changes rather than at each look-up: the applicable items, which
// patches each asset's baseline lists, which plan names each patch, which source covers each item
// and which sources are tracked. A ledger of thousands of merges over thousands of assets is
// judged in one pass without reading every baseline at every record. Pure.



const NOTHING_IN_FORCE = {
    assets: [],
    sources: undefined,
    plans: new Map(),
    seniorManager: undefined,
    declaredAt: new Map(),
    items: new Map(),
    applied: new Set(),
    planned: new Map(),
    covered: new Map(),
    tracked: new Set(),
    byAsset: new Map(),
    itemKeys: new Map(),
    present: new Map(),
    changedAssets: new Set(),
};
/** What is in force after an accepted merge: what it changed, over what was. */
function inForceAfter(before, merge) {
    const sources = merge.sources === undefined ? before.sources : (merge.sources ?? undefined);
    const plans = merge.plans === undefined
        ? before.plans
        : new Map([...before.plans, ...merge.plans.map((plan) => [plan.id, plan])]);
    const assets = merge.assets === undefined ? unchangedAssets(before) : assetsAfter(before, merge.assets);
    const changed = merge.assets !== undefined || merge.sources !== undefined;
    return {
        ...assets,
        sources,
        plans,
        seniorManager: merge.seniorManager === undefined ? before.seniorManager : (merge.seniorManager ?? undefined),
        declaredAt: merge.sources === undefined
            ? before.declaredAt
            : declaredAt(before, sources?.noSource ?? [], merge.record.sequence),
        planned: merge.plans === undefined ? before.planned : plannedPatches(plans),
        covered: merge.sources === undefined ? before.covered : coveredBy(sources),
        tracked: changed ? trackedSources(assets.present, sources) : before.tracked,
    };
}
function unchangedAssets(before) {
    const { assets, items, applied, byAsset, itemKeys, present } = before;
    return { assets, items, applied, byAsset, itemKeys, present, changedAssets: new Set() };
}
/**
 * The assets after a merge that states them all: only those whose object differs from the one
 * in force (added, changed or removed) are read again, the rest kept as they were.
 */
function assetsAfter(before, assets) {
    const byAsset = new Map(assets.map((asset) => [(0,patch_inputs/* assetKey */.e7)(asset), asset]));
    const changedAssets = new Set();
    for (const [key, asset] of byAsset)
        if (before.byAsset.get(key) !== asset)
            changedAssets.add(key);
    for (const key of before.byAsset.keys())
        if (!byAsset.has(key))
            changedAssets.add(key);
    const items = new Map(before.items);
    const itemKeys = new Map(before.itemKeys);
    const present = new Map(before.present);
    const applied = new Set(before.applied);
    const count = (key, by) => present.set(key, (present.get(key) ?? 0) + by);
    for (const key of changedAssets) {
        for (const onAsset of before.itemKeys.get(key) ?? []) {
            count((0,patch_files/* itemKey */.Dh)((0,collections/* getOrThrow */.Gp)(items, onAsset, "the items in force").item), -1);
            items.delete(onAsset);
        }
        // An asset new in this merge had nothing applied before.
        const was = before.byAsset.get(key);
        if (was !== undefined)
            for (const patch of appliedPatches([was]))
                applied.delete(patch);
        const asset = byAsset.get(key);
        if (asset === undefined) {
            itemKeys.delete(key);
            continue;
        }
        const own = (0,patch_inputs/* applicableItems */._8)([asset]);
        for (const [onAsset, entry] of own) {
            items.set(onAsset, entry);
            count((0,patch_files/* itemKey */.Dh)(entry.item), 1);
        }
        itemKeys.set(key, [...own.keys()]);
        for (const patch of appliedPatches([asset]))
            applied.add(patch);
    }
    return { assets, items, applied, byAsset, itemKeys, present, changedAssets };
}
/** The items a sources file covers, by item key, each with the first source covering it. */
function coveredBy(sources) {
    const covered = new Map();
    for (const source of sources?.sources ?? [])
        for (const item of source.covers)
            if (!covered.has((0,patch_files/* itemKey */.Dh)(item)))
                covered.set((0,patch_files/* itemKey */.Dh)(item), source.id);
    return covered;
}
/** The patches the assets' baselines list, each as onAssetKey(asset, patch). */
function appliedPatches(assets) {
    const applied = new Set();
    for (const asset of assets)
        if (asset.baseline !== "ref")
            for (const patch of asset.baseline.patches)
                applied.add((0,patch_inputs/* onAssetKey */.XI)((0,patch_inputs/* assetKey */.e7)(asset), (0,patch_files/* patchKey */.kP)(patch)));
    return applied;
}
/** Per patch key, a plan that names it. */
function plannedPatches(plans) {
    const planned = new Map();
    for (const plan of plans.values())
        for (const patch of plan.patches)
            if (!planned.has((0,patch_files/* patchKey */.kP)(patch)))
                planned.set((0,patch_files/* patchKey */.kP)(patch), plan.id);
    return planned;
}
function trackedSources(present, sources) {
    return new Set((sources?.sources ?? [])
        .filter((source) => source.covers.some((item) => (present.get((0,patch_files/* itemKey */.Dh)(item)) ?? 0) > 0))
        .map((source) => source.id));
}
/** Per declared item, the record that last added or changed its declaration. */
function declaredAt(before, declarations, sequence) {
    const words = (declaration) => `${declaration.kind}\u0000${declaration.reason}`;
    const was = new Map((before.sources?.noSource ?? []).map((d) => [(0,patch_files/* itemKey */.Dh)(d.item), words(d)]));
    return new Map(declarations.map((declaration) => {
        const key = (0,patch_files/* itemKey */.Dh)(declaration.item);
        const same = was.get(key) === words(declaration);
        return [key, same ? (before.declaredAt.get(key) ?? sequence) : sequence];
    }));
}

;// CONCATENATED MODULE: ./src/core/obligations/patch-management/patch-merge.ts
/** The obligation's subject for an asset. */
function assetSubject(asset) {
    return {
        cyber_system: asset.cyber_system,
        ...(asset.cyber_system_id === undefined ? {} : { cyber_system_id: asset.cyber_system_id }),
        asset: asset.asset,
        ...(asset.asset_id === undefined ? {} : { asset_id: asset.asset_id }),
    };
}

;// CONCATENATED MODULE: ./src/core/obligations/patch-management/patch-obligation.ts
// What the four CIP-007 R2 judgements share: the facts in force when a record is judged, an
// obligation's common fields, the days a lapse lasted and its band, and why a record that is no
// accepted merge closes nothing (the authority table's words). Pure.



/** CIP-007-6 R2.2 and R2.3's clock: 35 calendar days. */
const PATCH_INTERVAL_DAYS = 35;
/** The fields every CIP-007 R2 obligation has. */
function patchObligation(kind, opened, subject, patching, context) {
    return {
        kind,
        requirement: obligation_model/* REQUIREMENTS */.dq[kind],
        ...(0,obligation_model/* judgedVersion */.W2)(kind, opened, context),
        workspace: opened.workspace,
        subject,
        opened_by: opened,
        due: null,
        status: "open",
        calendar: context.rule,
        patching,
    };
}
/** What an obligation says of the evaluation that closed it (R2.2) or found its patch (R2.3). */
function evaluationFacts(evaluation) {
    return {
        file: evaluation.file,
        releases_since: evaluation.releasesSince,
        patches: evaluation.patches.length,
        applicable: evaluation.patches.filter((patch) => patch.applicable).length,
    };
}
/** Calendar days from `start` to `end` (both YYYY-MM-DD). */
function daysBetween(start, end) {
    return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000);
}
/**
 * The band of a lapse of R2.2 or R2.3 in the tool's reading of the standard's VSL table: done by
 * the 35th calendar day, none; by the 49th, lower; by the 64th, moderate; later, high (the 65th
 * is high: the harsher reading of the table's boundary).
 */
function lapseBand(days) {
    if (days <= PATCH_INTERVAL_DAYS)
        return undefined;
    if (days < 50)
        return "lower";
    return days < 65 ? "moderate" : "high";
}
/** Due, status and lapse of an obligation of 35 days from `start`, closed on `closedOn` if it is. */
function intervalStatus(o, start, closedOn, context) {
    o.due = (0,shared_calendar/* addDays */.fi)(start, PATCH_INTERVAL_DAYS);
    o.status = (0,obligation_model/* statusOf */.c2)(o.due, closedOn, context);
    const lapse = lapseBand(daysBetween(start, closedOn ?? context.today));
    if (lapse !== undefined)
        o.patching = { ...o.patching, lapse };
}
/** Why `merge`, which is no accepted merge, cannot assert `fact`: the authority table's words. */
function refusedWhy(merge, fact) {
    const judged = (0,authority_authority/* judgeAuthority */.B8)({
        fact,
        origin: { outside: merge.notAccepted ?? "an unknown record" },
        approvedBy: [],
        recordedAt: merge.record.recorded_at,
    });
    return judged.authorized ? "" : judged.why;
}
/** Lists `merge` on `o` as a record that would have closed it and could not. */
function notClosedBy(o, merge, why) {
    (o.not_closed_by ??= []).push({ record: merge.record, why });
}

;// CONCATENATED MODULE: ./src/core/obligations/patch-management/source-identification.ts





const NO_SOURCE = "no patch source covers the item and no no_source declaration reviewed since its last change";
class SourceIdentification {
    #current = new Map();
    /** The keys of the identifications still open. */
    #pending = new Set();
    #done = [];
    /** An accepted merge: items added or changed open; what is now in force closes. */
    accept(step) {
        const opened = [];
        // Only the items of the assets the merge changed can open or leave.
        for (const asset of step.after.changedAssets) {
            const was = step.before.itemKeys.get(asset) ?? [];
            for (const key of new Set([...was, ...(step.after.itemKeys.get(asset) ?? [])])) {
                const entry = step.after.items.get(key);
                const held = this.#current.get(key);
                if (held !== undefined && held.version === entry?.version)
                    continue;
                if (held !== undefined)
                    this.#end(key, held, step);
                if (entry === undefined)
                    continue;
                this.#current.set(key, this.#open(step, entry));
                this.#pending.add(key);
                opened.push(key);
            }
        }
        // A sources file changed may close any identification still open; else only those just opened.
        const closing = step.merge.sources === undefined ? opened : [...this.#pending];
        for (const key of closing)
            this.#close(key, (0,collections/* getOrThrow */.Gp)(this.#current, key, "the open identifications"), step);
    }
    /** A record that is no accepted merge: a source it would have added closes nothing. */
    refuse(step) {
        if (step.merge.sources == null)
            return;
        const wouldCover = coveredBy(step.merge.sources);
        const why = refusedWhy(step.merge, "patch-sources");
        for (const key of this.#pending) {
            const held = (0,collections/* getOrThrow */.Gp)(this.#current, key, "the open identifications");
            if (wouldCover.has((0,patch_files/* itemKey */.Dh)(held.item)))
                notClosedBy(held.obligation, step.merge, why);
        }
    }
    /** The identifications ended since the last call: decided, never changed again. */
    drain() {
        return this.#done.splice(0);
    }
    /** The identifications still held, closed or not. */
    finish() {
        return [...this.drain(), ...[...this.#current.values()].map((held) => held.obligation)];
    }
    /** What it holds, as plain JSON (patch-checkpoint.ts), after drain(). */
    held() {
        return { current: [...this.#current], pending: [...this.#pending] };
    }
    /** Holds what held() gave. */
    restore({ current, pending }) {
        for (const [key, held] of current)
            this.#current.set(key, held);
        for (const key of pending)
            this.#pending.add(key);
    }
    #open(step, entry) {
        const item = { ...entry.item, version: entry.version };
        const obligation = patchObligation("CIP-007 R2.1", step.merge.record, assetSubject(entry.asset), { item }, step.context);
        obligation.status = "exception";
        obligation.reason = NO_SOURCE;
        return { obligation, item: entry.item, version: entry.version };
    }
    #close(key, held, step) {
        const item = (0,patch_files/* itemKey */.Dh)(held.item);
        const source = step.after.covered.get(item);
        const declared = step.after.declaredAt.get(item);
        const opened = held.obligation.opened_by.sequence;
        if (source === undefined && (declared === undefined || declared < opened))
            return;
        const o = held.obligation;
        o.status = "closed";
        o.closed_by = step.merge.record;
        delete o.reason;
        if (source !== undefined)
            o.patching = { ...o.patching, source };
        else {
            const declaration = step.after.sources?.noSource.find((d) => (0,patch_files/* itemKey */.Dh)(d.item) === item);
            if (declaration !== undefined)
                o.patching = {
                    ...o.patching,
                    no_source: { kind: declaration.kind, reason: declaration.reason },
                };
        }
        this.#pending.delete(key);
    }
    /** An identification whose item changed or left: closed stays closed; open stays an exception. */
    #end(key, held, step) {
        held.obligation.patching = { ...held.obligation.patching, ended_by: step.merge.record };
        this.#done.push(held.obligation);
        this.#current.delete(key);
        this.#pending.delete(key);
    }
}

;// CONCATENATED MODULE: ./src/core/obligations/patch-management/evaluation-intervals.ts
// CIP-007-6 R2.2: "At least once every 35 calendar days, evaluate security patches for
// applicability that have been released since the last evaluation from the source or sources
// identified in Part 2.1." Per source: the first interval opens on the record that first
// identifies the source for an item of an applicable asset's baseline; each accepted evaluation
// of the source closes the interval open and opens the next from its own record. An evaluation
// whose releases_since is later than the day of the source's previous evaluation leaves the
// releases between unevaluated: it closes the interval, as an exception naming the gap. A source
// that stops being tracked ends its interval: one already due stays as it stood, one not yet due
// leaves no obligation. Pure.




class EvaluationIntervals {
    #open = new Map();
    #done = [];
    accept(step) {
        const evaluations = [...(step.merge.evaluations ?? [])].sort((a, b) => (0,shared_names/* compareCodePoints */.OP)(a.releasesSince, b.releasesSince));
        const { tracked } = step.after;
        // A source identified by this merge opens its first interval, which an evaluation in the same
        // merge closes on its first day.
        for (const source of tracked)
            if (!this.#open.has(source))
                this.#open.set(source, this.#interval(step, source));
        for (const evaluation of evaluations)
            this.#evaluated(step, evaluation);
        for (const [source, interval] of this.#open)
            if (!tracked.has(source)) {
                this.#open.delete(source);
                this.#untracked(interval, step);
            }
    }
    refuse(step) {
        const why = refusedWhy(step.merge, "patch-evaluation");
        for (const evaluation of step.merge.evaluations ?? []) {
            const interval = this.#open.get(evaluation.source);
            if (interval !== undefined)
                notClosedBy(interval.obligation, step.merge, why);
        }
    }
    /** The intervals decided since the last call: closed, or ended by a source no longer tracked. */
    drain() {
        return this.#done.splice(0);
    }
    finish() {
        return [...this.drain(), ...this.#open.values()];
    }
    /** The open intervals by source, as plain JSON (patch-checkpoint.ts), after drain(). */
    held() {
        return [...this.#open];
    }
    restore(open) {
        for (const [source, interval] of open)
            this.#open.set(source, interval);
    }
    #interval(step, source, previousEvaluation) {
        const obligation = patchObligation("CIP-007 R2.2", step.merge.record, {}, { source }, step.context);
        return {
            obligation,
            start: step.on,
            ...(previousEvaluation === undefined ? {} : { previousEvaluation }),
        };
    }
    #evaluated(step, evaluation) {
        const interval = this.#open.get(evaluation.source);
        if (interval === undefined)
            return;
        const o = interval.obligation;
        // Releases it could not have seen yet: an evaluation of days still to come closes nothing.
        // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the list holds releasesSince at least
        const latest = [evaluation.releasesSince, ...evaluation.patches.map((p) => p.released)]
            .sort(shared_names/* compareCodePoints */.OP)
            .at(-1);
        const dated = (0,authority_authority/* judgeDate */.S2)("patch-evaluation", latest, step.merge.record.recorded_at);
        if (!dated.authorized) {
            notClosedBy(o, step.merge, `${evaluation.file}: ${dated.why}`);
            return;
        }
        o.closed_by = step.merge.record;
        o.patching = { ...o.patching, evaluation: evaluationFacts(evaluation) };
        interval.closedOn = step.on;
        const previous = interval.previousEvaluation;
        if (previous !== undefined && evaluation.releasesSince > previous) {
            const gap = { from: previous, to: (0,shared_calendar/* addDays */.fi)(evaluation.releasesSince, -1) };
            o.patching = { ...o.patching, releases_gap: gap };
            o.reason = `${evaluation.file} covers releases since ${evaluation.releasesSince}, not since the previous evaluation on ${previous}: releases from ${gap.from} to ${gap.to} were not evaluated`;
        }
        this.#done.push(interval);
        this.#open.set(evaluation.source, this.#interval(step, evaluation.source, step.on));
    }
    /** The source stopped being tracked: an interval not yet due leaves nothing. */
    #untracked(interval, step) {
        if (step.on <= (0,shared_calendar/* addDays */.fi)(interval.start, PATCH_INTERVAL_DAYS))
            return;
        interval.obligation.reason = `the source stopped being tracked for an applicable item (record #${step.merge.record.sequence}) after its due date, never evaluated`;
        interval.stoppedOn = step.on;
        this.#done.push(interval);
    }
}
/** An interval judged as of the context's day: due 35 days from its start; a gap an exception. */
function judgedInterval(interval, context) {
    const o = interval.obligation;
    // A source no longer tracked lapsed until the day it stopped, never since.
    const asOf = interval.stoppedOn === undefined ? context : { ...context, today: interval.stoppedOn };
    intervalStatus(o, interval.start, interval.closedOn, asOf);
    if (o.patching?.releases_gap !== undefined)
        o.status = "exception";
    return o;
}

;// CONCATENATED MODULE: ./src/core/obligations/patch-management/applicable-patches.ts







/** A patch's obligation judged: as of the day its item left the baseline, if it did. */
function judgedDue(due, context) {
    const asOf = due.leftOn === undefined ? context : { ...context, today: due.leftOn };
    intervalStatus(due.obligation, due.start, due.closedOn, asOf);
    return due.obligation;
}
class ApplicablePatches {
    #open = new Map();
    /** The keys of the open obligations of each asset. */
    #byAsset = new Map();
    #done = [];
    #seen = new Set();
    accept(step) {
        const { items } = step.after;
        const opened = (step.merge.evaluations ?? []).flatMap((evaluation) => evaluation.patches
            .filter((entry) => entry.applicable)
            .flatMap((patch) => this.#found(step, evaluation, patch, items)));
        // What just opened; any open, when plans changed; else those of the assets the merge changed.
        const keys = new Set(opened);
        if (step.merge.plans !== undefined)
            for (const key of this.#open.keys())
                keys.add(key);
        else
            for (const asset of step.after.changedAssets)
                for (const key of this.#byAsset.get(asset) ?? [])
                    keys.add(key);
        for (const key of keys) {
            const due = (0,collections/* getOrThrow */.Gp)(this.#open, key, "the open patches");
            if (!items.has((0,patch_inputs/* onAssetKey */.XI)(due.asset, due.itemKey)))
                this.#left(key, due, step);
            else
                this.#close(key, due, step);
        }
    }
    refuse(step) {
        const applied = step.merge.assets === undefined ? undefined : appliedPatches(step.merge.assets);
        const planned = plannedPatches(step.merge.plans ?? []);
        for (const due of this.#open.values()) {
            if (applied?.has((0,patch_inputs/* onAssetKey */.XI)(due.asset, due.patch)) === true)
                notClosedBy(due.obligation, step.merge, refusedWhy(step.merge, "baseline"));
            else if (planned.has(due.patch))
                notClosedBy(due.obligation, step.merge, refusedWhy(step.merge, "mitigation-plan"));
        }
    }
    /**
     * The obligations decided since the last call, judged: each closed, or ended by its item leaving
     * the baseline, so judged by its own days, never by `context`'s.
     */
    drain(context) {
        return this.#done.splice(0).map((due) => judgedDue(due, context));
    }
    finish(context) {
        return [...this.drain(context), ...[...this.#open.values()].map((d) => judgedDue(d, context))];
    }
    /** What it holds, as plain JSON (patch-checkpoint.ts), after drain(). */
    held() {
        return {
            open: [...this.#open],
            by_asset: [...this.#byAsset].map(([asset, keys]) => [asset, [...keys]]),
            seen: [...this.#seen],
        };
    }
    restore(held) {
        for (const [key, due] of held.open)
            this.#open.set(key, due);
        for (const [asset, keys] of held.by_asset)
            this.#byAsset.set(asset, new Set(keys));
        for (const key of held.seen)
            this.#seen.add(key);
    }
    #found(step, evaluation, patch, items) {
        const opened = [];
        for (const entry of items.values()) {
            if ((0,patch_files/* itemKey */.Dh)(entry.item) !== (0,patch_files/* itemKey */.Dh)(patch.item))
                continue;
            const key = (0,patch_inputs/* onAssetKey */.XI)((0,patch_inputs/* assetKey */.e7)(entry.asset), (0,patch_files/* patchKey */.kP)(patch.id));
            // One obligation per patch and asset: a later evaluation listing it again opens none.
            if (this.#seen.has(key))
                continue;
            this.#seen.add(key);
            const due = this.#due(step, evaluation, patch, entry);
            this.#open.set(key, due);
            const ofAsset = this.#byAsset.get(due.asset) ?? new Set();
            this.#byAsset.set(due.asset, ofAsset.add(key));
            opened.push(key);
        }
        return opened;
    }
    #due(step, evaluation, patch, entry) {
        const item = { ...entry.item, version: entry.version };
        const obligation = patchObligation("CIP-007 R2.3", step.merge.record, assetSubject(entry.asset), { item, source: evaluation.source, patch: patch.id, evaluation: evaluationFacts(evaluation) }, step.context);
        return {
            obligation,
            asset: (0,patch_inputs/* assetKey */.e7)(entry.asset),
            patch: (0,patch_files/* patchKey */.kP)(patch.id),
            itemKey: (0,patch_files/* itemKey */.Dh)(entry.item),
            start: step.on,
        };
    }
    #close(key, due, step) {
        const byBaseline = step.after.applied.has((0,patch_inputs/* onAssetKey */.XI)(due.asset, due.patch));
        const plan = byBaseline ? undefined : step.after.planned.get(due.patch);
        if (!byBaseline && plan === undefined)
            return;
        const o = due.obligation;
        o.closed_by = step.merge.record;
        if (plan !== undefined)
            o.patching = { ...o.patching, plan };
        due.closedOn = step.on;
        this.#forget(key, due);
        this.#done.push(due);
    }
    #forget(key, due) {
        this.#open.delete(key);
        this.#byAsset.get(due.asset)?.delete(key);
    }
    /** The item left the asset's baseline: not yet due, nothing to apply; due, it stays. */
    #left(key, due, step) {
        this.#forget(key, due);
        if (step.on <= (0,shared_calendar/* addDays */.fi)(due.start, PATCH_INTERVAL_DAYS))
            return;
        due.leftOn = step.on;
        due.obligation.reason = `the item left the asset's baseline (record #${step.merge.record.sequence}) after the due date, neither applied nor mitigated`;
        this.#done.push(due);
    }
}

;// CONCATENATED MODULE: ./src/core/obligations/patch-management/plan-approval.ts
// Whether a change of a mitigation plan's timeframe (a revision or an extension) is approved as
// CIP-007-6 R2.4 asks: "unless a revision to the plan or an extension to the timeframe specified
// in Part 2.3 is approved by the CIP Senior Manager or delegate". A counted approver of the merge
// approves it when they are the CIP Senior Manager in force before the merge, or a delegate in
// force then whose delegation names the action cip-007-r2.4 and is dated no later than the day
// they approved (in the calendar's time zone); judged through the authority table's row. Pure.


/** The delegated action that approves a plan's revision or extension. */
const PLAN_CHANGE_ACTION = "cip-007-r2.4";
function timeframeApproval(merge, seniorManager, timeZone) {
    const reasons = [];
    let by;
    for (const { login, at } of merge.approvals) {
        const same = (other) => other.toLowerCase() === login.toLowerCase();
        const day = (0,shared_calendar/* dateIn */.m7)(at, timeZone);
        const delegate = seniorManager?.delegates.find((candidate) => same(candidate.login));
        if (seniorManager !== undefined && same(seniorManager.login))
            by = `${login} (CIP Senior Manager)`;
        else if (delegate === undefined)
            continue;
        else if (!delegate.actions.includes(PLAN_CHANGE_ACTION))
            reasons.push(`${login}'s delegation covers ${delegate.actions.join(", ")}, not ${PLAN_CHANGE_ACTION}`);
        else if (delegate.delegatedOn > day)
            reasons.push(`${login}'s delegation of ${PLAN_CHANGE_ACTION} dates from ${delegate.delegatedOn}, after their approval on ${day}`);
        else
            by = `${login} (delegate for ${PLAN_CHANGE_ACTION} since ${delegate.delegatedOn})`;
        if (by !== undefined)
            break;
    }
    const judged = (0,authority_authority/* judgeAuthority */.B8)({
        fact: "plan-timeframe-change",
        origin: "reviewed-merge",
        approvedBy: by === undefined
            ? ["counted-approvals"]
            : ["counted-approvals", "senior-manager-or-delegate"],
        recordedAt: merge.record.recorded_at,
    });
    if (judged.authorized && by !== undefined)
        return { approved: true, by };
    const why = judged.authorized ? "" : judged.why;
    return { approved: false, why: [why, ...reasons].filter((text) => text !== "").join(": ") };
}

;// CONCATENATED MODULE: ./src/core/obligations/patch-management/mitigation-plans.ts
// CIP-007-6 R2.4: "For each mitigation plan created or revised in Part 2.3, implement the plan
// within the timeframe specified in the plan, unless a revision to the plan or an extension to the
// timeframe specified in Part 2.3 is approved by the CIP Senior Manager or delegate." Per plan,
// from the accepted record that first puts it in force: due on its `by` date, or, for a plan whose
// timeframe is an event, on the day a later reviewed change records the event occurred (no due
// date until then); closed by `implemented_on` in an accepted merge, never dated after that
// merge's record. A change of the timeframe moves the due date only when approved as
// plan-approval.ts judges; otherwise the due date in force stays and the plan is an exception
// naming the change (the standard's VSL table makes both lapses severe). Pure.





class PlanTimeframes {
    #plans = new Map();
    accept(step) {
        for (const plan of step.merge.plans ?? []) {
            let held = this.#plans.get(plan.id);
            if (held === undefined) {
                held = this.#open(step, plan);
                this.#plans.set(plan.id, held);
            }
            else if (changesTimeframe(held, plan))
                this.#changed(step, held, plan);
            this.#dates(step, held, plan);
        }
    }
    refuse(step) {
        for (const plan of step.merge.plans ?? []) {
            const held = this.#plans.get(plan.id);
            if (held === undefined || held.implementedOn !== undefined)
                continue;
            if (plan.implementedOn !== undefined)
                notClosedBy(held.obligation, step.merge, refusedWhy(step.merge, "plan-implemented"));
            // A change that never took force: listed, and the timeframe in force stays.
            if (changesTimeframe(held, plan))
                notClosedBy(held.obligation, step.merge, refusedWhy(step.merge, "plan-timeframe-change"));
        }
    }
    finish(context) {
        return [...this.#plans.values()].map((held) => judgedPlan(held, context));
    }
    /** Every plan put in force, as plain JSON (patch-checkpoint.ts): a later merge may change it. */
    held() {
        return [...this.#plans];
    }
    restore(plans) {
        for (const [id, held] of plans)
            this.#plans.set(id, held);
    }
    #open(step, plan) {
        const obligation = patchObligation("CIP-007 R2.4", step.merge.record, {}, { plan: plan.id }, step.context);
        return { obligation, timeframe: plan.timeframe, unapproved: false };
    }
    #changed(step, held, plan) {
        const { timeframe } = plan;
        const approval = timeframeApproval(step.merge, step.before.seniorManager, step.context.calendar.timeZone);
        if (!approval.approved) {
            this.#unapproved(held, step, plan, approval.why);
            return;
        }
        held.timeframe = timeframe;
        // The approved change's event day, if it has one, is read as a first one (#dates).
        delete held.eventOccurredOn;
        const change = {
            record: step.merge.record,
            to: planTimeframeText(plan),
            approved_by: approval.by,
        };
        held.obligation.patching = {
            ...held.obligation.patching,
            timeframe_changes: [...(held.obligation.patching?.timeframe_changes ?? []), change],
        };
    }
    #unapproved(held, step, plan, why) {
        held.unapproved = true;
        const changes = held.obligation.patching?.timeframe_changes ?? [];
        const to = planTimeframeText(plan);
        // The file keeps saying it at each later merge of the plan: listed once, where it was written.
        const last = changes.at(-1);
        if (last !== undefined && last.to === to && last.approved_by === undefined)
            return;
        const change = { record: step.merge.record, to, why };
        held.obligation.patching = {
            ...held.obligation.patching,
            timeframe_changes: [...changes, change],
        };
    }
    /** The event's day (first recorded only) and the implementation, each dated no later than its record. */
    #dates(step, held, plan) {
        const recordedAt = step.merge.record.recorded_at;
        if (plan.eventOccurredOn !== undefined &&
            held.eventOccurredOn === undefined &&
            "event" in held.timeframe) {
            const judged = (0,authority_authority/* judgeDate */.S2)("plan-event-occurred", plan.eventOccurredOn, recordedAt);
            if (judged.authorized)
                held.eventOccurredOn = plan.eventOccurredOn;
            else
                notClosedBy(held.obligation, step.merge, judged.why);
        }
        if (plan.implementedOn !== undefined && held.implementedOn === undefined) {
            const judged = (0,authority_authority/* judgeDate */.S2)("plan-implemented", plan.implementedOn, recordedAt);
            if (!judged.authorized)
                notClosedBy(held.obligation, step.merge, judged.why);
            else {
                held.implementedOn = plan.implementedOn;
                held.obligation.closed_by = step.merge.record;
            }
        }
    }
}
/**
 * Whether `plan` changes the timeframe in force: another date or event, or another day for an
 * event already recorded (the first day recorded sets the due date; a later one would move it).
 */
function changesTimeframe(held, plan) {
    if ((0,patch_files/* timeframeText */.OD)(plan.timeframe) !== (0,patch_files/* timeframeText */.OD)(held.timeframe))
        return true;
    return held.eventOccurredOn !== undefined && plan.eventOccurredOn !== held.eventOccurredOn;
}
/** The timeframe a plan's version states, with its event's day when it records one. */
function planTimeframeText(plan) {
    const occurred = plan.eventOccurredOn === undefined ? "" : `, which occurred on ${plan.eventOccurredOn}`;
    return `${(0,patch_files/* timeframeText */.OD)(plan.timeframe)}${occurred}`;
}
/** A plan judged as of the context's day. */
function judgedPlan(held, context) {
    const o = held.obligation;
    o.due = "by" in held.timeframe ? held.timeframe.by : (held.eventOccurredOn ?? null);
    if (o.due === null) {
        o.status = held.implementedOn === undefined ? "open" : "closed";
        if (held.implementedOn === undefined)
            o.reason = `no due date until a reviewed change records the day the event occurred (event_occurred_on): ${(0,patch_files/* timeframeText */.OD)(held.timeframe)}`;
    }
    else
        o.status = (0,obligation_model/* statusOf */.c2)(o.due, held.implementedOn, context);
    const lapsed = o.status === "overdue" || o.status === "closed-late";
    if (held.unapproved) {
        o.status = "exception";
        o.reason = `a change of its timeframe was not approved by the CIP Senior Manager or a delegate holding cip-007-r2.4: ${o.due === null ? "it keeps no due date" : `the due date stays ${o.due}`}`;
    }
    if (held.unapproved || lapsed)
        o.patching = { ...o.patching, lapse: "severe" };
    const occurred = held.eventOccurredOn === undefined ? "" : `, which occurred on ${held.eventOccurredOn}`;
    o.patching = {
        ...o.patching,
        timeframe: `${(0,patch_files/* timeframeText */.OD)(held.timeframe)}${occurred}`,
        ...(held.implementedOn === undefined ? {} : { implemented_on: held.implementedOn }),
    };
    return o;
}

;// CONCATENATED MODULE: ./src/core/obligations/patch-management/patch-obligations.ts
// The CIP-007-6 R2 obligations of one workspace: one pass over its records in ledger order, each
// accepted merge putting its files and baselines in force and every part judging the step (R2.1
// source-identification.ts, R2.2 evaluation-intervals.ts, R2.3 applicable-patches.ts, R2.4
// mitigation-plans.ts); a record that is no accepted merge (a refused merge, a break-glass apply)
// changes nothing in force and closes nothing: each obligation it would have closed lists it with
// why, in the authority table's words. The obligations are core/obligations' own (Obligation),
// their subject's patch-management facts in `patching`. Dates are calendar days in the calendar
// in force at the record (a merge's kept calendar, from accepted merges only). Pure.









/**
 * The CIP-007 R2 obligations of `merges` (one workspace's records, any order) as of `asOf`: an
 * instant, or a date (YYYY-MM-DD) in the calendar's time zone; sorted as every obligation is.
 */
function patchObligations(merges, asOf, calendar) {
    const today = typeof asOf === "string" ? asOf : dateIn(asOf, calendar.timeZone);
    const pass = {
        calendar,
        today,
        rule: calendarRule(calendar),
        completionGraceDays: DEFAULT_COMPLETION_GRACE_DAYS,
    };
    const found = [];
    const patching = new PatchManagementPass(pass, (obligation) => found.push(obligation));
    let context = pass;
    for (const merge of [...merges].sort((a, b) => a.record.sequence - b.record.sequence)) {
        // Only an accepted merge puts its calendar (and versions) in force, as contextAt reads a record's.
        if (merge.notAccepted === undefined && merge.calendar !== undefined)
            context = withVersions(withCalendar(pass, merge.calendar), merge.versions ?? []);
        patching.add(merge, context);
    }
    return [...found, ...patching.finish()].sort(compareObligations);
}
/**
 * One workspace's CIP-007 R2 pass: its records fed in chain order, each judged in the calendar in
 * force at it; what each record decides for good handed to `decided` as it is decided (judged as
 * of `pass`'s day, which nothing decided depends on), what is still open at finish.
 */
class PatchManagementPass {
    #pass;
    #decided;
    #parts = {
        r21: new SourceIdentification(),
        r22: new EvaluationIntervals(),
        r23: new ApplicablePatches(),
        r24: new PlanTimeframes(),
    };
    #state = NOTHING_IN_FORCE;
    /** What the records put in force, as patchMergeOf reads them. */
    #read = nothingInForce();
    constructor(pass, decided) {
        this.#pass = pass;
        this.#decided = decided;
    }
    /** A pass in the state `held` keeps (patch-checkpoint.ts). */
    static resume(held, pass, decided) {
        const resumed = new PatchManagementPass(pass, decided);
        const { state, read } = restoreInForce(held);
        resumed.#state = state;
        resumed.#read = read;
        const parts = resumed.#parts;
        parts.r21.restore(held.parts.r21);
        parts.r22.restore(held.parts.r22);
        parts.r23.restore(held.parts.r23);
        parts.r24.restore(held.parts.r24);
        return resumed;
    }
    /** The workspace's next record, judged in the calendar in force at it. */
    addRecord(entry, context) {
        const merge = patchMergeOf(entry, this.#read);
        if (merge !== undefined)
            this.add(merge, context);
    }
    add(merge, context) {
        const accepted = merge.notAccepted === undefined;
        const after = accepted ? inForceAfter(this.#state, merge) : this.#state;
        const on = (0,shared_calendar/* dateIn */.m7)(merge.record.recorded_at, context.calendar.timeZone);
        const step = { merge, before: this.#state, after, context, on };
        for (const part of Object.values(this.#parts)) {
            if (accepted)
                part.accept(step);
            else
                part.refuse(step);
        }
        this.#state = after;
        const parts = this.#parts;
        for (const obligation of [
            ...parts.r21.drain(),
            ...parts.r22.drain().map((interval) => judgedInterval(interval, this.#pass)),
            ...parts.r23.drain(this.#pass),
        ])
            this.#decided(obligation);
    }
    /** What it holds, as plain JSON: resumed with the records after it, it judges as this pass. */
    checkpoint(workspace) {
        const parts = this.#parts;
        return {
            workspace,
            ...heldInForce(this.#state, this.#read),
            parts: {
                r21: parts.r21.held(),
                r22: parts.r22.held(),
                r23: parts.r23.held(),
                r24: parts.r24.held(),
            },
        };
    }
    /** The obligations still held, judged as of the pass's day, unsorted. */
    finish() {
        const parts = this.#parts;
        const pass = this.#pass;
        return [
            ...parts.r21.finish(),
            ...parts.r22.finish().map((interval) => judgedInterval(interval, pass)),
            ...parts.r23.finish(pass),
            ...parts.r24.finish(pass),
        ];
    }
}

// EXTERNAL MODULE: ./src/core/assessments/assessment-files.ts
var assessment_files = __webpack_require__(4683);
// EXTERNAL MODULE: ./src/core/assessments/parse-assessment.ts + 3 modules
var parse_assessment = __webpack_require__(6075);
// EXTERNAL MODULE: ./src/core/obligations/record-ref.ts
var record_ref = __webpack_require__(2584);
;// CONCATENATED MODULE: ./src/core/obligations/vulnerability-assessments/assessment-merge.ts








/**
 * The pass's reading of `entry`; `inForce` (the SHA-256 of each file in force, by path) is updated
 * when the record is accepted. Undefined for a record that is no change record.
 */
function assessmentMergeOf(entry, inForce) {
    const { record } = entry;
    if (record.kind !== "change")
        return undefined;
    const { change } = record;
    const refused = (0,facts_in_force/* notAccepted */.LA)(record);
    const files = carried(change.assessment_files, inForce, refused === undefined, record.recorded_at);
    const owners = new Map((change.governance?.systems ?? []).map((system) => [system.name, system.owners ?? []]));
    return {
        record: (0,record_ref/* refOf */.H)(entry),
        ...(refused === undefined ? {} : { notAccepted: refused }),
        ...(change.baselines === undefined ? {} : { systems: systemsOf(change.baselines) }),
        files,
        approvers: [...new Set((0,evidence_record/* pullRequestsOf */.Tb)(change).flatMap((pull) => pull.approved_by))],
        owners,
        commissioned: commissionedBy(change),
        baselines: baselinesOf(change),
        ...(change.governance?.assessment_date_approvers === undefined
            ? {}
            : { dateApprovers: change.governance.assessment_date_approvers }),
    };
}
/** The assets the record's applied operations put into service: each create, each move into a system. */
function commissionedBy(change) {
    const baselines = new Map((change.baselines ?? []).map((b) => [`${b.cyber_system_id}/${b.asset}`, b]));
    const commissioned = [];
    for (const operation of change.change_record?.operations ?? []) {
        if (operation.result !== "succeeded" || operation.asset_type === "software")
            continue;
        const moved = operation.action === "update" && operation.changes?.cyber_system !== undefined;
        if (operation.action !== "create" && !moved)
            continue;
        const { id, name, impact } = operation.cyber_system;
        const baseline = baselines.get(`${id}/${operation.name}`);
        commissioned.push({
            asset: operation.name,
            ...(operation.asset_id === undefined ? {} : { asset_id: operation.asset_id }),
            system: { id, name, ...(impact === undefined ? {} : { impact }) },
            class: baseline?.class ?? asset_class/* DEFAULT_ASSET_CLASS */.q$,
            ...(baseline === undefined ? {} : { baseline: recorded(baseline) }),
        });
    }
    return commissioned;
}
function baselinesOf(change) {
    const byName = new Map();
    // The base's first: a like replacement models the existing baseline as it stood.
    for (const baseline of [...(change.base_baselines ?? []), ...(change.baselines ?? [])]) {
        const key = (0,assessment_files/* assessedNameKey */.AT)(baseline.asset);
        if (!byName.has(key))
            byName.set(key, recorded(baseline));
    }
    return byName;
}
function recorded(baseline) {
    return {
        digest: baseline.digest,
        ...(baseline.items === undefined ? {} : { items: baseline.items }),
    };
}
function systemsOf(baselines) {
    const systems = new Map();
    for (const baseline of baselines) {
        // A software record is baseline content, not a Cyber Asset (as for CIP-010 R1 and CIP-007 R2).
        if (baseline.asset_type === "software")
            continue;
        const id = baseline.cyber_system_id;
        const system = systems.get(id) ?? {
            id,
            name: baseline.cyber_system ?? id,
            impact: baseline.impact,
            classes: [],
        };
        const assetClass = baseline.class ?? asset_class/* DEFAULT_ASSET_CLASS */.q$;
        if (!system.classes.includes(assetClass))
            system.classes.push(assetClass);
        systems.set(id, system);
    }
    return [...systems.values()];
}
/** The files `evidence` carries that are not in force already, parsed as of the record's day. */
function carried(evidence, inForce, accepted, recordedAt) {
    if (evidence === undefined)
        return [];
    const files = [];
    for (const { file, sha256, text } of evidence.files) {
        // A record whose stated digest is not its text's puts nothing of the file in force.
        const digest = `sha256:${(0,shared_sha256/* sha256Hex */.fg)(text)}`;
        if (digest !== sha256 || inForce.get(file) === digest)
            continue;
        if (accepted)
            inForce.set(file, digest);
        const parsed = (0,parse_assessment/* parseAssessmentText */.X)(text, file, { latest: (0,shared_calendar/* latestDateAt */.nS)(recordedAt) });
        if (parsed.value !== undefined)
            files.push(parsed.value);
    }
    if (accepted)
        for (const file of evidence.removed ?? [])
            inForce.delete(file);
    return files;
}

;// CONCATENATED MODULE: ./src/core/obligations/vulnerability-assessments/assessment-clock.ts
// CIP-010 R3's clocks read from the requirement table (`every`), never a constant here: the last
// day an interval opened on `from` may be closed on, in calendar months by the calendar's month-end
// convention (the same arithmetic as CIP-002 R2's 15 months) or in calendar days. Pure.


/** `from` (YYYY-MM-DD) plus the row's interval; the row must have one (R3.1, R3.2). */
function dueAfter(id, from, calendar) {
    const every = (0,requirements/* requirementRow */.gv)(id).every;
    if (every === undefined)
        throw new Error(`${id} has no interval in the requirement table`);
    return "months" in every
        ? (0,shared_calendar/* addMonths */.PS)(from, every.months, calendar.monthEnd)
        : (0,shared_calendar/* addDays */.fi)(from, every.days);
}

;// CONCATENATED MODULE: ./src/core/obligations/vulnerability-assessments/assessment-obligation.ts
// A CIP-010 R3 obligation as every output shows it, from what the pass holds: an R3.1 or R3.2
// interval of a system, closed by an assessment (or, for R3.2, a technical-feasibility record) or
// still open as of the pass's day, an asset R3.3 judged at the merge that put it into service, and
// an R3.4 action item, done or still open. The status is judged in the calendar in force at the
// record that opened it. Pure.


/** The pass's context with the calendar and versions held: judged as of the pass's day. */
function contextOf(pass, held) {
    return (0,obligation_model/* withVersions */.KY)((0,obligation_model/* withCalendar */.TY)(pass, held.calendar), held.versions ?? []);
}
/** An interval of `system` under `kind`, closed by `closer` (with what closed it) or open now. */
function intervalObligation(kind, system, interval, pass, closer) {
    const context = contextOf(pass, interval.inForce);
    const opened = (0,obligation_model/* dateOf */.Q$)(interval.opened, context);
    const due = dueAfter(kind, opened, context.calendar);
    const closedOn = closer === undefined ? undefined : (0,obligation_model/* dateOf */.Q$)(closer.record, context);
    const never = closer === undefined && interval.by === "commissioning";
    const undeclared = system.impact === null;
    const reasons = [
        ...(never ? [`never assessed: open since its commissioning record of ${opened}`] : []),
        ...(undeclared ? [obligation_model/* UNDECLARED_IMPACT */.$4] : []),
    ];
    return {
        kind,
        requirement: obligation_model/* REQUIREMENTS */.dq[kind],
        ...(0,obligation_model/* judgedVersion */.W2)(kind, interval.opened, context),
        workspace: interval.opened.workspace,
        subject: { cyber_system: system.name, cyber_system_id: system.id },
        opened_by: interval.opened,
        due,
        status: undeclared ? "exception" : (0,obligation_model/* statusOf */.c2)(due, closedOn, context),
        ...(closer === undefined ? {} : { closed_by: closer.record }),
        calendar: context.rule,
        ...(reasons.length === 0 ? {} : { reason: reasons.join("; ") }),
        ...(interval.not_closed_by === undefined ? {} : { not_closed_by: interval.not_closed_by }),
        assessment: {
            key: system.id,
            ...(never ? { never_assessed_since: opened } : {}),
            ...closer?.facts,
        },
    };
}
/**
 * R3.3 of an asset at the merge that put it into service: due that day, closed by that merge when
 * the evidence in force at it stands, else an exception that says why.
 */
function commissioningObligation(judged, pass) {
    const context = contextOf(pass, judged.inForce);
    const { merge, system, asset, facts, reason } = judged;
    return {
        kind: "CIP-010 R3.3",
        requirement: obligation_model/* REQUIREMENTS */.dq["CIP-010 R3.3"],
        ...(0,obligation_model/* judgedVersion */.W2)("CIP-010 R3.3", merge, context),
        workspace: merge.workspace,
        subject: {
            cyber_system: system.name,
            cyber_system_id: system.id,
            asset: asset.name,
            ...(asset.id === undefined ? {} : { asset_id: asset.id }),
        },
        opened_by: merge,
        due: (0,obligation_model/* dateOf */.Q$)(merge, context),
        status: reason === undefined ? "closed" : "exception",
        ...(reason === undefined ? { closed_by: merge } : {}),
        calendar: context.rule,
        ...(reason === undefined ? {} : { reason }),
        assessment: { key: `${system.id}\u0000${asset.id ?? asset.name}`, commissioned: facts },
    };
}
/** An R3.4 action item, done by `closer` or still open now. */
function itemObligation(held, pass, closer) {
    const context = contextOf(pass, held.inForce);
    const closedOn = closer === undefined ? undefined : (0,obligation_model/* dateOf */.Q$)(closer, context);
    const refused = held.date_changes.filter((change) => change.why !== undefined);
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- an action item has one status at least (its parser requires it)
    const last = held.item.statuses.at(-1);
    return {
        kind: "CIP-010 R3.4",
        requirement: obligation_model/* REQUIREMENTS */.dq["CIP-010 R3.4"],
        ...(0,obligation_model/* judgedVersion */.W2)("CIP-010 R3.4", held.opened, context),
        workspace: held.opened.workspace,
        subject: { cyber_system: held.system.name, cyber_system_id: held.system.id },
        opened_by: held.opened,
        due: held.due,
        status: refused.length > 0 ? "exception" : (0,obligation_model/* statusOf */.c2)(held.due, closedOn, context),
        ...(closer === undefined ? {} : { closed_by: closer }),
        calendar: context.rule,
        ...(refused.length === 0
            ? {}
            : {
                reason: `its planned date was moved without approval: ${refused.map((change) => `to ${change.to} (${change.why})`).join("; ")}`,
            }),
        assessment: {
            key: `${held.assessment}\u0000${held.item.id}\u0000${held.system.id}`,
            item: {
                id: held.item.id,
                assessment: held.assessment,
                action: held.item.action,
                planned_completion: held.due,
                status: last.status,
                statuses: held.item.statuses,
            },
            ...(held.date_changes.length === 0 ? {} : { date_changes: held.date_changes }),
        },
    };
}

// EXTERNAL MODULE: ./src/core/assessments/commissioning-evidence.ts
var commissioning_evidence = __webpack_require__(0);
// EXTERNAL MODULE: ./src/core/assessments/commissioning-assessments.ts
var commissioning_assessments = __webpack_require__(366);
// EXTERNAL MODULE: ./src/core/inventory/document/baseline-items.ts
var baseline_items = __webpack_require__(5168);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var diagnostics = __webpack_require__(7273);
;// CONCATENATED MODULE: ./src/core/obligations/vulnerability-assessments/assessment-commissioning.ts
// CIP-010-4 R3.3 judged at the accepted merge that puts an asset into service (a create, or a move
// into its system), over what the ledger holds: "Prior to adding a new applicable Cyber Asset to a
// production environment, perform an active vulnerability assessment of the new Cyber Asset,
// except for CIP Exceptional Circumstances and like replacements of the same type of Cyber Asset
// with a baseline configuration that models an existing baseline configuration of the previous or
// other existing Cyber Asset." The evidence is the assessment files in force at that merge (merged
// by it or by an earlier accepted one: dated no later than the merge), matched as the plan matches
// them (core/assessments/commissioning-evidence.ts). A like replacement is compared by the
// record's digests: the new asset's baseline against the existing asset's as the base declared it
// (else as the merge does); one whose baseline the record does not hold is not compared and does
// not stand (fail closed). Part 3.3 applies to a High system's BCA, EACMS and PCA (the requirement
// table's row); a system whose document declares no impact is not judged, and the obligation says
// so. Pure.






const R3_3 = (0,requirements/* requirementRow */.gv)("CIP-010 R3.3");
const EVIDENCE_WORDS = {
    "active-assessment": "assessment",
    "paper-assessment": "assessment",
    "like-replacement": "like replacement",
    "exceptional-circumstance": "CIP Exceptional Circumstance",
};
/** Each asset `merge` put into service that Part 3.3 applies to (or may: no impact), judged. */
function judgeCommissioned(merge, files, inForce) {
    const judged = [];
    for (const asset of merge.commissioned) {
        const { system } = asset;
        // An undeclared impact could be High: judged as for High whether the row could apply at all.
        if (!(0,requirements/* applies */.Br)(R3_3, { class: asset.class, impact: system.impact ?? "high" }))
            continue;
        const base = {
            merge: merge.record,
            inForce,
            system: { id: system.id, name: system.name },
            asset: { name: asset.asset, ...(asset.asset_id === undefined ? {} : { id: asset.asset_id }) },
        };
        if (system.impact === undefined) {
            judged.push({
                ...base,
                facts: { asset: asset.asset, class: asset.class, evidence: "not judged", records: [] },
                reason: `not judged for R3.3: ${(0,commissioning_assessments/* impactUndeclared */.Yq)(`${system.name} (${system.id})`)}`,
            });
            continue;
        }
        const evidence = (0,commissioning_evidence/* evidenceNaming */.iq)(files, system.name, asset.asset, (of) => differencesOf(asset, merge.baselines.get((0,assessment_files/* assessedNameKey */.AT)(of))));
        const standing = (0,commissioning_evidence/* standingEvidence */.M5)(evidence);
        const gap = (0,commissioning_evidence/* evidenceGap */.mk)(evidence, () => "but the merge's record holds no baseline of one of the two to compare");
        judged.push({
            ...base,
            facts: {
                asset: asset.asset,
                class: asset.class,
                evidence: standing === undefined ? "none" : EVIDENCE_WORDS[standing.kind],
                records: standing === undefined ? evidence.map((entry) => entry.record) : [standing.record],
            },
            ...(gap === undefined
                ? {}
                : {
                    reason: `${commissioning_assessments/* NO_COMMISSIONING_ASSESSMENT */.FE}: ${asset.class} ${(0,diagnostics/* quote */.hD)(asset.asset)} went into service in High system ${(0,diagnostics/* quote */.hD)(system.name)} (${gap})`,
                }),
        });
    }
    return judged;
}
/**
 * Where the new asset's recorded baseline differs from the existing one's, by the record's digests:
 * [] when the digests agree, each R1.1 item whose digest differs, undefined when not comparable.
 */
function differencesOf(asset, existing) {
    const own = asset.baseline;
    if (own === undefined || existing === undefined)
        return undefined;
    if (own.digest === existing.digest)
        return [];
    const [mine, theirs] = [own.items, existing.items];
    if (mine === undefined || theirs === undefined)
        return [{ item: "unknown", added: [], removed: [] }];
    return baseline_items/* BASELINE_ITEMS */.dK.filter((item) => mine[item] !== theirs[item]).map((item) => ({
        item,
        added: [],
        removed: [],
    }));
}

;// CONCATENATED MODULE: ./src/core/obligations/vulnerability-assessments/assessment-state.ts
/** 2: R3.3's files in force (`commissioning_files`) and who approves a moved date joined it. */
const ASSESSMENT_STATE_FORMAT = 2;

;// CONCATENATED MODULE: ./src/core/obligations/vulnerability-assessments/assessment-pass.ts








/** Whether `record` is the first a workspace's R3 pass reads: an accepted merge keeping baselines. */
function startsVulnerabilityAssessments(record) {
    return record.kind === "change" && (0,facts_in_force/* isAccepted */.oB)(record) && record.change.baselines !== undefined;
}
const PART = { "CIP-010 R3.1": "r31", "CIP-010 R3.2": "r32" };
class VulnerabilityAssessmentPass {
    #context;
    #emit;
    #files = new Map();
    #systems = new Map();
    #items = new Map();
    #owners = new Map();
    #dateApprovers;
    /** R3.3's reading of each assessment and commissioning file in force, by its id. */
    #commissioningFiles = new Map();
    #counted = new Set();
    #workspace = "";
    constructor(context, emit) {
        this.#context = context;
        this.#emit = emit;
    }
    static resume(held, context, emit) {
        if (held.format !== ASSESSMENT_STATE_FORMAT)
            throw new Error(`a CIP-010 R3 checkpoint of format ${String(held.format)} is not this one's`);
        const pass = new VulnerabilityAssessmentPass(context, emit);
        pass.#workspace = held.workspace;
        pass.#files = new Map(held.files);
        for (const system of held.systems)
            pass.#systems.set(system.id, system);
        for (const item of held.items)
            pass.#items.set(itemKey(item), item);
        pass.#owners = new Map(held.owners);
        pass.#dateApprovers = held.date_approvers;
        for (const file of held.commissioning_files)
            pass.#commissioningFiles.set(file.id, file);
        pass.#counted = new Set(held.counted);
        return pass;
    }
    /** The pass's state as plain JSON: resumed with the records after it, it judges as this one. */
    held() {
        return structuredClone({
            format: ASSESSMENT_STATE_FORMAT,
            workspace: this.#workspace,
            files: [...this.#files],
            systems: [...this.#systems.values()],
            items: [...this.#items.values()],
            counted: [...this.#counted],
            owners: [...this.#owners],
            ...(this.#dateApprovers === undefined ? {} : { date_approvers: this.#dateApprovers }),
            commissioning_files: [...this.#commissioningFiles.values()],
        });
    }
    addRecord(entry, inForce) {
        this.#workspace = entry.record.workspace;
        const merge = assessmentMergeOf(entry, this.#files);
        if (merge !== undefined)
            this.addMerge(merge, inForce);
    }
    /** One record's reading, judged in the calendar and versions in force at it. */
    addMerge(merge, inForce) {
        const held = {
            calendar: inForce.calendar,
            ...(inForce.versions === undefined ? {} : { versions: inForce.versions }),
        };
        if (merge.notAccepted !== undefined)
            return this.#refused(merge);
        if (merge.systems !== undefined)
            this.#declare(merge, merge.systems, held);
        for (const file of merge.files) {
            if (file.kind === "assessment")
                this.#assessed(file, merge, held);
            else if (file.kind === "technical-feasibility")
                this.#feasible(file, merge);
            const read = (0,commissioning_evidence/* commissioningFileOf */.xX)(file);
            if (read !== undefined)
                this.#commissioningFiles.set(read.id, read);
        }
        // R3.3 at the merge that commissions: its own files and the earlier ones are in force.
        const files = [...this.#commissioningFiles.values()];
        for (const judged of judgeCommissioned(merge, files, held))
            this.#emit(commissioningObligation(judged, this.#context));
        // Who approves a moved date is judged by the owners and the policy in force before the merge.
        this.#owners = merge.owners;
        this.#dateApprovers = merge.dateApprovers;
    }
    /** What is still open, judged as of the pass's day; the pass holds nothing after. */
    finish() {
        const found = [];
        for (const system of this.#systems.values())
            for (const kind of ["CIP-010 R3.1", "CIP-010 R3.2"]) {
                const interval = system[PART[kind]];
                if (interval !== undefined)
                    found.push(intervalObligation(kind, system, interval, this.#context));
            }
        for (const item of this.#items.values())
            found.push(itemObligation(item, this.#context));
        this.#systems.clear();
        this.#items.clear();
        return found;
    }
    /** Each declared system a part applies to has its interval; one it no longer applies to, none. */
    #declare(merge, systems, held) {
        for (const declared of systems) {
            const before = this.#systems.get(declared.id);
            const system = {
                ...before,
                id: declared.id,
                name: declared.name,
                impact: declared.impact ?? null,
                classes: declared.classes,
            };
            for (const kind of ["CIP-010 R3.1", "CIP-010 R3.2"]) {
                const part = PART[kind];
                if (!partApplies(kind, system))
                    delete system[part];
                else if (system[part] === undefined && !(part === "r32" && system.feasibility))
                    system[part] = { opened: merge.record, inForce: held, by: "commissioning" };
            }
            this.#systems.set(declared.id, system);
        }
    }
    /** The systems a file names, as the inventory names them (case and Unicode form ignored). */
    #named(names) {
        const keys = new Set(names.map(shared_names/* nameKey */.Rc));
        return [...this.#systems.values()].filter((system) => keys.has((0,shared_names/* nameKey */.Rc)(system.name)));
    }
    #assessed(file, merge, held) {
        const facts = {
            assessment: { id: file.id, method: file.method, environment: file.environment },
        };
        // A later version of a counted assessment keeps its action plan current: no new assessment.
        const counts = !this.#counted.has(file.id);
        this.#counted.add(file.id);
        for (const system of this.#named(file.systems)) {
            const kinds = counts ? ["CIP-010 R3.1"] : [];
            if (counts && file.method === "active")
                kinds.push("CIP-010 R3.2");
            for (const kind of kinds) {
                const interval = system[PART[kind]];
                if (interval === undefined)
                    continue;
                this.#emit(intervalObligation(kind, system, interval, this.#context, {
                    record: merge.record,
                    facts,
                }));
                system[PART[kind]] = { opened: merge.record, inForce: held, by: "assessment" };
            }
            if (counts && file.method === "active" && partApplies("CIP-010 R3.2", system) && !system.r32)
                system.r32 = { opened: merge.record, inForce: held, by: "assessment" };
            if (file.actionPlan !== "no vulnerabilities found")
                for (const item of file.actionPlan)
                    this.#item(system, file.id, item, merge, held);
        }
    }
    #item(system, assessment, item, merge, held) {
        const key = itemKey({ assessment, item, system });
        const before = this.#items.get(key);
        const current = before
            ? { ...before, item }
            : {
                system: { id: system.id, name: system.name },
                assessment,
                item,
                due: item.plannedCompletion,
                opened: merge.record,
                inForce: held,
                date_changes: [],
            };
        if (before !== undefined && item.plannedCompletion !== before.item.plannedCompletion) {
            const change = this.#dateChange(system, item.plannedCompletion, merge);
            current.date_changes = [...before.date_changes, change];
            // An unapproved change leaves the date in force as it was.
            if (change.approved_by !== undefined)
                current.due = change.to;
        }
        if (item.statuses.at(-1)?.status === "done") {
            this.#items.delete(key);
            this.#emit(itemObligation(current, this.#context, merge.record));
        }
        else
            this.#items.set(key, current);
    }
    /**
     * A moved planned date: approved when a counted approver is one of those the owner policy in
     * force names (`assessment_date_approvers`), or, where it names none, one of the system's owners
     * in force. CIP-010-4 R3.4 asks for "the planned date of completing the action plan" and names no
     * approver of its change: who approves is the entity's choice, kept in the policy.
     */
    #dateChange(system, to, merge) {
        const named = this.#dateApprovers;
        const approvers = named ?? this.#owners.get(system.name) ?? [];
        const approver = merge.approvers.find((login) => approvers.some((name) => (0,shared_names/* nameKey */.Rc)(name) === (0,shared_names/* nameKey */.Rc)(login)));
        if (approver !== undefined)
            return { record: merge.record, to, approved_by: approver };
        const why = named !== undefined
            ? `approved by none of the assessment_date_approvers the owner policy in force names (${named.join(", ")})`
            : approvers.length === 0
                ? `no owner of ${system.name} is in force to approve it`
                : `approved by none of the owners of ${system.name} in force (${approvers.join(", ")})`;
        return { record: merge.record, to, why };
    }
    #feasible(file, merge) {
        for (const system of this.#named(file.systems)) {
            system.feasibility = { id: file.id, reference: file.reference };
            const interval = system.r32;
            if (interval === undefined)
                continue;
            this.#emit(intervalObligation("CIP-010 R3.2", system, interval, this.#context, {
                record: merge.record,
                facts: { feasibility: system.feasibility },
            }));
            delete system.r32;
        }
    }
    /** A refused record's files close nothing: listed beside the intervals they would have closed. */
    #refused(merge) {
        const why = `${merge.notAccepted ?? "not accepted"}: it puts nothing in force`;
        for (const file of merge.files) {
            if (file.kind === "commissioning")
                continue;
            for (const system of this.#named(file.systems))
                for (const interval of [system.r31, system.r32])
                    if (interval !== undefined)
                        (interval.not_closed_by ??= []).push({ record: merge.record, why });
        }
    }
}
function partApplies(kind, system) {
    const impact = system.impact ?? "high";
    return system.classes.some((assetClass) => (0,requirements/* applies */.Br)((0,requirements/* requirementRow */.gv)(kind), { class: assetClass, impact }));
}
function itemKey(held) {
    return `${held.assessment}\u0000${held.item.id}\u0000${held.system.id}`;
}

// EXTERNAL MODULE: ./src/core/obligations/governance-obligations.ts
var governance_obligations = __webpack_require__(2693);
;// CONCATENATED MODULE: ./src/core/obligations/configuration-monitoring-obligation.ts

/** "At least once every 35 calendar days". */
const R2_1_INTERVAL_DAYS = 35;
/** An R2.1 interval or exception as an obligation, for the lists every output shows. */
function r21Obligation(found, context) {
    const base = (opened) => ({
        kind: "CIP-010 R2.1",
        requirement: obligation_model/* REQUIREMENTS */.dq["CIP-010 R2.1"],
        workspace: found.workspace,
        subject: {
            cyber_system: found.cyber_system,
            asset: found.asset,
            // No record gave the asset an id (never created through the service): the subject says so.
            ...(found.asset_id === undefined
                ? { keyed_by: "cyber_system and name" }
                : { asset_id: found.asset_id }),
        },
        opened_by: opened,
        calendar: context.rule,
    });
    if (found.kind === "investigate unauthorized change") {
        const investigated = found.investigated_by;
        return {
            ...base(found.detected_by),
            due: null,
            status: investigated === null ? "exception" : "closed",
            ...(investigated === null ? {} : { closed_by: citation(investigated) }),
            reason: investigated === null
                ? `investigate unauthorized change of ${found.item}${found.changed === "" ? "" : ` (${found.changed})`}, detected on ${found.detected_on}${notClosed(found.not_closed_by)}`
                : `unauthorized change of ${found.item} investigated: ${investigated.reference} (/cip-010-investigated by ${investigated.login})`,
        };
    }
    const { status, not_closed_by } = found;
    const listed = not_closed_by === undefined ? {} : { not_closed_by };
    const neverMonitored = status === "no configuration monitoring recorded";
    // Still open where a record without authority would have closed it: an exception too.
    const unauthorized = found.closed_by === null && not_closed_by !== undefined;
    if (found.impact_undeclared === true || unauthorized)
        return {
            ...base(found.opened_by),
            due: found.due_on,
            status: "exception",
            ...(found.closed_by === null ? {} : { closed_by: found.closed_by }),
            reason: found.impact_undeclared === true
                ? obligation_model/* UNDECLARED_IMPACT */.$4
                : neverMonitored
                    ? "no configuration monitoring with authority recorded"
                    : `configuration monitoring recorded without authority (${status})`,
            ...listed,
        };
    return {
        ...base(found.opened_by),
        due: found.due_on,
        // Never monitored: due, due soon or overdue like any other, with the reason said.
        status: neverMonitored
            ? (0,obligation_model/* statusOf */.c2)(found.due_on, undefined, { ...context, today: found.judged_on ?? context.today })
            : R21_STATUSES[status],
        ...(found.closed_by === null ? {} : { closed_by: found.closed_by }),
        ...(neverMonitored ? { reason: status } : {}),
        ...listed,
    };
}
/** The record whose reviewed note closed it, cited without the note's reference and approver. */
function citation({ reference: _, login: __, ...ref }) {
    return ref;
}
/** What claimed the investigation of an open exception and closed nothing, and why. */
function notClosed(claims) {
    return claims === undefined ? "" : `; not closed by ${claims.join("; nor ")}`;
}
const R21_STATUSES = {
    "closed on time": "closed",
    "closed late": "closed-late",
    due: "open",
    "due soon": "due-soon",
    overdue: "overdue",
};

;// CONCATENATED MODULE: ./src/core/obligations/configuration-monitoring-assets.ts




/**
 * R2.1's Applicable Systems, as the requirement table states them; a system that declares no
 * impact is judged as High (fail closed), and its obligations are exceptions (r21Obligation).
 */
function inR21Scope(scope) {
    const row = (0,requirements/* requirementRow */.gv)("CIP-010 R2.1");
    return (0,requirements/* applies */.Br)(row, {
        impact: scope.impact ?? "high",
        class: scope.class ?? asset_class/* DEFAULT_ASSET_CLASS */.q$,
    });
}
/** The assets a record names, with their system's impact, their class, and whether compared. */
function assetsNamed(record) {
    switch (record.kind) {
        case "configuration-monitoring":
            return record.configuration_monitoring.assets.map((asset) => ({
                cyber_system: asset.cyber_system,
                name: asset.name,
                ...(asset.asset_id === undefined ? {} : { asset_id: asset.asset_id }),
                ...(asset.impact === undefined ? {} : { impact: asset.impact }),
                ...(asset.class === undefined ? {} : { class: asset.class }),
                complete: asset.complete,
            }));
        case "change":
            return [...operatedAssets(record), ...declaredInService(record)];
        case "monitoring":
            return []; // inventory reconciliation: never a device's configuration
    }
}
/**
 * An asset created (or first named) by an applied operation appears: it is commissioned. Its
 * class is the one the record's baseline of it declares. One deleted is retired.
 */
function operatedAssets(record) {
    const classOf = baselineClasses(record.change.baselines ?? []);
    return (record.change.change_record?.operations ?? [])
        .filter((operation) => operation.result === "succeeded")
        .map((operation) => {
        const system = operation.changes?.cyber_system?.to ?? operation.cyber_system;
        const name = operation.changes?.name?.to ?? operation.name;
        const id = operation.asset_id;
        const declared = classOf(id, name);
        const type = operation.changes?.asset_type?.to ?? operation.asset_type;
        return {
            cyber_system: system.name,
            name,
            ...(id === undefined ? {} : { asset_id: id }),
            ...(system.impact === undefined ? {} : { impact: system.impact }),
            ...(declared === undefined ? {} : { class: declared }),
            complete: false,
            ...(operation.action === "create" ? { created: true } : {}),
            ...(operation.action === "delete" ? { retired: true } : {}),
            ...(type === undefined ? {} : { asset_type: type }),
        };
    });
}
/**
 * The class the record's baselines declare of an operated asset: the first baseline that names its
 * id, or, for one without an id on either side, its name. Indexed once per record, not searched per
 * operation: a merge that creates thousands of assets declares as many baselines.
 */
function baselineClasses(baselines) {
    // The first index of each id, of each name, and of each name among baselines without an id.
    const byId = new Map();
    const byName = new Map();
    const byNameWithoutId = new Map();
    const first = (map, key, index) => {
        if (!map.has(key))
            map.set(key, index);
    };
    for (const [index, baseline] of baselines.entries()) {
        const key = (0,shared_names/* nameKey */.Rc)(baseline.asset);
        first(byName, key, index);
        if (baseline.asset_id === undefined)
            first(byNameWithoutId, key, index);
        else
            first(byId, baseline.asset_id, index);
    }
    return (id, name) => {
        const index = id === undefined
            ? byName.get((0,shared_names/* nameKey */.Rc)(name))
            : Math.min(byId.get(id) ?? Infinity, byNameWithoutId.get((0,shared_names/* nameKey */.Rc)(name)) ?? Infinity);
        return index === undefined || index === Infinity ? undefined : baselines[index]?.class;
    };
}
/**
 * An asset the service already held (its baseline names its live id) whose baseline a change
 * declares, though no operation touched it: in service before the tool knew it, it appears here,
 * so that its first R2.1 interval opens at the first record that shows it in scope rather than
 * at its first configuration-monitoring record (which would never come for an unmonitored one).
 */
function declaredInService(record) {
    // An operation without an id adds undefined, which no baseline asked about below has.
    const operated = new Set((record.change.change_record?.operations ?? []).map((operation) => operation.asset_id));
    return (record.change.baselines ?? []).flatMap((baseline) => baseline.asset_id === undefined ||
        baseline.cyber_system === undefined ||
        operated.has(baseline.asset_id)
        ? []
        : [
            {
                cyber_system: baseline.cyber_system,
                name: baseline.asset,
                asset_id: baseline.asset_id,
                asset_type: baseline.asset_type,
                ...(baseline.impact === undefined ? {} : { impact: baseline.impact }),
                ...(baseline.class === undefined ? {} : { class: baseline.class }),
                complete: false,
            },
        ]);
}
/** Each workspace's asset ids as its change records gave them, and every asset's key. */
class R21AssetKeys {
    #workspaces = new Map();
    /** The ids a change record gives names: its operations' and its baselines'. */
    learn(record) {
        if (record.kind !== "change")
            return;
        const keys = this.#keysOf(record.workspace);
        keys.learn(record);
        for (const baseline of record.change.baselines ?? [])
            if (baseline.asset_id !== undefined)
                keys.keyOf(baseline);
    }
    /** Each workspace's keys, the map itself: a checkpoint reads it, a resumed pass fills it. */
    held() {
        return this.#workspaces;
    }
    /**
     * The asset known as `name` is `id` from now on: a collector's record gave the id of an asset
     * known by name until then, so a later record naming it without the id means it too.
     */
    adopt(workspace, name, id) {
        this.#keysOf(workspace).keyOf({ asset: name, asset_id: id });
    }
    #keysOf(workspace) {
        let keys = this.#workspaces.get(workspace);
        if (keys === undefined) {
            keys = new deviations/* AssetKeys */.zi();
            this.#workspaces.set(workspace, keys);
        }
        return keys;
    }
    keyOf(workspace, asset) {
        const id = asset.asset_id ?? this.#workspaces.get(workspace)?.idOf(asset.name);
        const byName = JSON.stringify([workspace, "name", asset.cyber_system, (0,shared_names/* nameKey */.Rc)(asset.name)]);
        return id === undefined
            ? { key: byName, byName }
            : { key: JSON.stringify([workspace, "id", id]), byName, asset_id: id };
    }
}

// EXTERNAL MODULE: ./src/core/evidence/records/configuration-monitoring-model.ts
var configuration_monitoring_model = __webpack_require__(7834);
;// CONCATENATED MODULE: ./src/core/obligations/configuration-monitoring-investigations.ts
// CIP-010-4 R2.1: "Document and investigate detected unauthorized changes." An unauthorized change a
// configuration-monitoring record detected is an exception until a reviewed record documents its
// investigation: a counted approver's `/cip-010-investigated #SEQ ITEM ASSET REFERENCE` line in an
// approving review of a merged pull request that passed the gate (the authority table's
// investigation-note row, asked of judgeAuthority), approved and recorded after the detection, and
// naming its record, item and asset. A collector file's own `investigations` stay in its record
// but close nothing: whoever can push the evidence branch can write them. Whatever claimed an
// investigation and closed nothing is listed on the exception with why. Pure; R21Pass
// (configuration-monitoring-obligations.ts) feeds it the records in chain order.





/** At most this many claims are listed on one exception: the rest are as the last. */
const LISTED_CLAIMS = 10;
class UnauthorizedChanges {
    #open = [];
    /** Notes naming a record after their own, by workspace and the sequence they name. */
    #early = new Map();
    #keyOf;
    #decided;
    constructor(keyOf, decided) {
        this.#keyOf = keyOf;
        this.#decided = decided;
    }
    /** What it holds, the containers themselves: a checkpoint reads them, a resumed pass fills them. */
    held() {
        return { open: this.#open, early: this.#early };
    }
    /** A change detected on the asset under `key`; a note recorded before it is listed. */
    detect(key, asset, change, ref, on) {
        const { item } = change;
        const exception = {
            kind: "investigate unauthorized change",
            ...asset,
            item,
            changed: (0,configuration_monitoring_model/* entryChangeWords */.cb)(change),
            detected_by: ref,
            detected_on: on,
            investigated_by: null,
            status: "open",
        };
        const open = { key, exception };
        for (const { note, claim } of this.#early.get(earlyKey(ref.workspace, ref.sequence)) ?? [])
            if (this.#names(note, open))
                list(open, `${claim}: it was recorded before the change was detected (record #${ref.sequence})`);
        this.#open.push(open);
    }
    /** The asset known under `from` is known under `to` from now on. */
    rekey(from, to) {
        for (const open of this.#open)
            if (open.key === from)
                open.key = to;
    }
    /** A collector's investigations: listed on the exception each names, closing nothing. */
    collectorSays(workspace, body, ref) {
        for (const investigation of body.investigations) {
            const { key } = this.#keyOf(workspace, investigation);
            const open = this.#open.find(({ key: held, exception }) => held === key &&
                exception.item === investigation.item &&
                exception.detected_by.sequence === investigation.detected_in &&
                exception.detected_by.sequence < ref.sequence);
            if (open !== undefined)
                list(open, `record #${ref.sequence}: the collector's file names an investigation (${investigation.reference}), and a collector's word closes nothing: a counted approver's /cip-010-investigated line in an approving review of a merged pull request does`);
        }
    }
    /** The `/cip-010-investigated` notes of a change record's pull requests, each judged. */
    reviewed(record, ref) {
        const review = reviewOf({ record });
        for (const pull of (0,evidence_record/* pullRequestsOf */.Tb)(record.change))
            for (const note of pull.investigation_notes ?? []) {
                const approvedAt = pull.approved_at?.[note.login] ?? record.recorded_at;
                const authority = (0,authority_authority/* judgeAuthority */.B8)({
                    fact: "investigation-note",
                    origin: review.reviewed ? "reviewed-merge" : { outside: review.why },
                    approvedBy: pull.approved_by.includes(note.login) ? ["counted-approvals"] : [],
                    dated: approvedAt,
                    recordedAt: record.recorded_at,
                });
                const claim = `record #${ref.sequence}: /cip-010-investigated by ${note.login} in pull request #${pull.number}`;
                this.#judge(note, ref, { claim, approvedAt }, authority);
            }
    }
    #judge(note, ref, { claim, approvedAt }, authority) {
        const same = (open) => open.exception.detected_by.workspace === ref.workspace;
        const index = this.#open.findIndex((open) => same(open) &&
            open.exception.detected_by.sequence === note.detected_in &&
            open.exception.item === note.item &&
            this.#names(note, open));
        const open = this.#open[index];
        if (open === undefined) {
            if (note.detected_in > ref.sequence) {
                const at = earlyKey(ref.workspace, note.detected_in);
                this.#early.set(at, [...(this.#early.get(at) ?? []), { note, claim }]);
                return;
            }
            // Listed on each open change of the record or the asset it names: what it meant to close.
            for (const other of this.#open)
                if (same(other) &&
                    (other.exception.detected_by.sequence === note.detected_in || this.#names(note, other)))
                    list(other, `${claim} names #${note.detected_in} ${note.item} ${note.asset}, not this change (#${other.exception.detected_by.sequence} ${other.exception.item} ${other.exception.asset})`);
            return;
        }
        const { exception } = open;
        if (!authority.authorized)
            return list(open, `${claim}: ${authority.why}`);
        if (Date.parse(approvedAt) < Date.parse(exception.detected_by.recorded_at))
            return list(open, `${claim}: it is dated ${approvedAt}, before the change was detected (record #${exception.detected_by.sequence}, ${exception.detected_by.recorded_at})`);
        this.#open.splice(index, 1);
        this.#decided({
            ...exception,
            investigated_by: { ...ref, reference: note.reference, login: note.login },
            status: "investigated",
        });
    }
    /**
     * Whether `note` names the asset of `open`: by the name the inventory gives it now (the id the
     * change records gave that name), else, for a name no record gave an id, by its name when the
     * change was detected.
     */
    #names(note, open) {
        const { workspace, cyber_system, asset } = open.exception;
        const named = this.#keyOf(workspace, { cyber_system, name: note.asset });
        return (named.key === open.key ||
            (named.asset_id === undefined && (0,shared_names/* nameKey */.Rc)(note.asset) === (0,shared_names/* nameKey */.Rc)(asset)));
    }
    /** Every exception still open. */
    finish() {
        for (const { exception } of this.#open)
            this.#decided(exception);
        this.#open.length = 0;
        this.#early.clear();
    }
}
function earlyKey(workspace, sequence) {
    return `${workspace}\n${sequence}`;
}
function list(open, why) {
    const listed = (open.exception.not_closed_by ??= []);
    if (listed.length < LISTED_CLAIMS)
        listed.push(why);
}

;// CONCATENATED MODULE: ./src/core/obligations/configuration-monitoring-obligations.ts








/** Whether R2.1 follows the asset: a Cyber Asset (not a `software` record) in its scope. */
function followed(state) {
    return !state.software && inR21Scope(state);
}
/**
 * R2.1 judged as records come, each workspace's in chain order, per asset by its live id
 * (configuration-monitoring-assets.ts). It holds only what is open: per asset its open interval,
 * and the unauthorized changes not yet investigated. An interval is judged in scope with what the
 * records said of the asset when it closed.
 */
class R21Pass {
    #options;
    #keys = new R21AssetKeys();
    #assets = new Map();
    #changes;
    /**
     * When each deleted asset was deleted (ms), by key: an observation from before then (a collector
     * file sealed again after the delete) brings no deleted asset back. Deletes are few.
     */
    #retired = new Map();
    /** The workspace and system names every asset's state holds, each once. */
    #texts = new collections/* TextTable */.CV();
    /** Each change detected, by asset key, item and observed digest: detected once when stale. */
    #detected = new Set();
    /** What it holds, the containers themselves: a checkpoint reads them, a resumed pass fills them. */
    held() {
        const [keys, assets, retired, detected] = [
            this.#keys,
            this.#assets,
            this.#retired,
            this.#detected,
        ];
        return { keys, assets, changes: this.#changes.held(), retired, detected };
    }
    constructor(options) {
        this.#options = options;
        this.#changes = new UnauthorizedChanges((workspace, asset) => this.#keys.keyOf(workspace, asset), options.decided);
    }
    /**
     * The next record, with the calendar in force when it was written (contextAt): the intervals it
     * opens are dated and judged by it, whatever comes later. Default: the options' calendar.
     */
    add(entry, inForce = this.#options.calendar) {
        const { record } = entry;
        const ref = (0,obligation_model/* refOf */.H8)(entry);
        if (record.kind === "configuration-monitoring") {
            const authority = observationAuthority({ record, unauthenticated: entry.unauthenticated });
            if (!authority.authorized) {
                this.#unauthorized(record, ref, authority.why);
                return;
            }
        }
        const on = (0,shared_calendar/* dateIn */.m7)(record.recorded_at, inForce.timeZone);
        const at = Date.parse(record.recorded_at);
        const observedAt = record.kind === "configuration-monitoring"
            ? Date.parse(record.configuration_monitoring.observed_at)
            : undefined;
        /** The assets this record observed anew: newer than any observation of them before. */
        const fresh = new Set();
        this.#keys.learn(record);
        // An asset a collector's record names first (in service before the ledger knew it) opens its
        // first interval there, and that record's own observation closes it.
        const opensAt = observedAt === undefined ? at : Number.NEGATIVE_INFINITY;
        for (const seen of assetsNamed(record)) {
            const resolved = this.#keys.keyOf(record.workspace, seen);
            if (seen.retired === true) {
                this.#retire(resolved, seen, on, at);
                continue;
            }
            // An observation no newer than the asset's last says nothing new of it, not even its name.
            if (observedAt !== undefined && this.#stale(resolved, seen, observedAt))
                continue;
            const state = this.#stateOf(record.workspace, seen, resolved, { on, ref, inForce }, opensAt);
            state.impact = seen.impact ?? state.impact;
            state.class = seen.class ?? state.class;
            if (seen.asset_type !== undefined)
                state.software = seen.asset_type === "software";
            if (observedAt === undefined)
                continue;
            state.last_observed = observedAt;
            fresh.add(state);
            // Not stale, so read after the interval opened: a complete observation closes it.
            if (seen.complete)
                this.#close(state, { on, ref, inForce }, observedAt);
        }
        if (record.kind === "change")
            this.#changes.reviewed(record, ref);
        if (record.kind !== "configuration-monitoring")
            return;
        const body = record.configuration_monitoring;
        this.#changes.collectorSays(record.workspace, body, ref);
        for (const change of body.unauthorized_changes) {
            const { key } = this.#keys.keyOf(record.workspace, change);
            const state = this.#assets.get(key);
            const once = `${key}\n${change.item}\n${change.observed}`;
            const again = this.#detected.has(once);
            this.#detected.add(once);
            if (state === undefined || !followed(state) || (again && !fresh.has(state)))
                continue;
            this.#changes.detect(key, keyOf(state), change, ref, on);
        }
    }
    /**
     * A configuration-monitoring record without authority: it closes no interval, names no asset
     * anew and moves no observation time (a date still to come would blind R2.1), but each interval
     * it would have closed lists it, and what it detects on an asset followed is an exception all
     * the same: a detected change never vanishes.
     */
    #unauthorized(record, ref, why) {
        const on = (0,shared_calendar/* dateIn */.m7)(record.recorded_at, this.#options.calendar.timeZone);
        for (const seen of assetsNamed(record)) {
            const state = this.#heldAt(this.#keys.keyOf(record.workspace, seen), seen)?.state;
            if (state !== undefined && followed(state))
                (state.not_closed_by ??= []).push({ record: ref, why });
        }
        for (const change of record.configuration_monitoring.unauthorized_changes) {
            const { key } = this.#keys.keyOf(record.workspace, change);
            const state = this.#assets.get(key);
            const once = `${key}\n${change.item}\n${change.observed}`;
            if (state === undefined || !followed(state) || this.#detected.has(once))
                continue;
            this.#detected.add(once);
            this.#changes.detect(key, keyOf(state), change, ref, on);
        }
    }
    /** Every interval and exception still open, judged as of the options' date. */
    finish() {
        const { asOf, calendar, decided } = this.#options;
        const today = /^\d{4}-\d{2}-\d{2}$/.test(asOf) ? asOf : (0,shared_calendar/* dateIn */.m7)(asOf, calendar.timeZone);
        for (const state of this.#assets.values())
            if (followed(state))
                decided(openInterval(state, today));
        this.#changes.finish();
        this.#assets.clear();
        this.#retired.clear();
        this.#detected.clear();
    }
    /**
     * An asset deleted on `on` is out of service from then: an interval due by then is handed on as
     * it stood (unmonitored, it stays a finding); one not yet due ends with no obligation. The
     * unauthorized changes detected on it still wait for their investigation.
     */
    #retire(resolved, seen, on, at) {
        this.#retired.set(resolved.key, at);
        const held = this.#heldAt(resolved, seen);
        if (held === undefined)
            return;
        const { state } = held;
        this.#assets.delete(held.at);
        if (followed(state) && on > dueOf(state.opened_on))
            this.#options.decided(openInterval(state, on));
    }
    /**
     * Where the pass holds the state of the asset `seen` names: under its key, else, for an asset
     * known by system and name until this record gave its id, under that (unless the record creates
     * it: a new asset under the name of one that had no id); undefined for an asset it holds none of.
     */
    #heldAt({ key, byName }, seen) {
        const state = this.#assets.get(key);
        if (state !== undefined)
            return { at: key, state };
        const named = key !== byName && seen.created !== true ? this.#assets.get(byName) : undefined;
        return named === undefined ? undefined : { at: byName, state: named };
    }
    /**
     * Whether an observation of `seen` at `observedAt` is stale: no newer than the asset's last one
     * or its commissioning, or older than its delete (an old collector file sealed again).
     */
    #stale(resolved, seen, observedAt) {
        const known = this.#heldAt(resolved, seen)?.state;
        const deletedAt = this.#retired.get(resolved.key);
        return ((known !== undefined && !(observedAt > Math.max(known.last_observed, known.opened_at))) ||
            (deletedAt !== undefined && observedAt <= deletedAt));
    }
    /**
     * The state of the asset `seen` names (#heldAt), as named now, moved under its id when this
     * record gave one; new, it opens its first interval there (its commissioning).
     */
    #stateOf(workspace, seen, resolved, { on, ref, inForce }, opensAt) {
        const { key, byName, asset_id } = resolved;
        const held = this.#heldAt(resolved, seen);
        if (held?.at !== key && key !== byName && seen.created !== true) {
            this.#assets.delete(byName);
            this.#changes.rekey(byName, key);
            if (held !== undefined && asset_id !== undefined)
                this.#keys.adopt(workspace, seen.name, asset_id);
        }
        const state = held?.state ?? {
            workspace: this.#texts.of(workspace),
            cyber_system: "",
            asset: "",
            asset_id: undefined,
            impact: undefined,
            class: undefined,
            opened_on: on,
            opened_by: ref,
            opened_at: opensAt,
            last_observed: Number.NEGATIVE_INFINITY,
            monitored: false,
            software: false,
            not_closed_by: undefined,
            calendar: inForce,
        };
        // Named as this record names it.
        state.cyber_system = this.#texts.of(seen.cyber_system);
        state.asset = seen.name;
        state.asset_id = asset_id;
        this.#assets.set(key, state);
        return state;
    }
    /**
     * Closes the open interval of `state` by the record `opening.ref` that observed the asset at
     * `observedAt` (dated in the interval's own calendar), and opens the next there.
     */
    #close(state, { on, ref, inForce }, observedAt) {
        const due = dueOf(state.opened_on);
        const closedOn = (0,shared_calendar/* dateIn */.m7)(ref.recorded_at, state.calendar.timeZone);
        if (followed(state))
            this.#options.decided({
                ...keyOf(state),
                kind: "monitoring interval",
                opened_on: state.opened_on,
                opened_by: state.opened_by,
                due_on: due,
                closed_on: closedOn,
                closed_by: ref,
                status: closedOn <= due ? "closed on time" : "closed late",
                ...undeclared(state),
                ...(state.not_closed_by === undefined ? {} : { not_closed_by: state.not_closed_by }),
                calendar: state.calendar,
            });
        state.not_closed_by = undefined;
        state.calendar = inForce;
        state.opened_on = on;
        state.opened_by = ref;
        state.opened_at = observedAt;
        state.monitored = true;
    }
}
/** The asset's key as the last record named it. */
function keyOf(state) {
    return {
        workspace: state.workspace,
        cyber_system: state.cyber_system,
        asset: state.asset,
        ...(state.asset_id === undefined ? {} : { asset_id: state.asset_id }),
    };
}
function dueOf(openedOn) {
    return (0,shared_calendar/* addDays */.fi)(openedOn, R2_1_INTERVAL_DAYS);
}
function openInterval(state, today) {
    const { calendar } = state;
    const due = dueOf(state.opened_on);
    const status = !state.monitored
        ? "no configuration monitoring recorded"
        : today > due
            ? "overdue"
            : today >= (0,shared_calendar/* addDays */.fi)(due, -calendar.dueSoonDays)
                ? "due soon"
                : "due";
    return {
        ...keyOf(state),
        kind: "monitoring interval",
        opened_on: state.opened_on,
        opened_by: state.opened_by,
        due_on: due,
        closed_on: null,
        closed_by: null,
        status,
        judged_on: today,
        ...undeclared(state),
        ...(state.not_closed_by === undefined ? {} : { not_closed_by: state.not_closed_by }),
        calendar,
    };
}
function undeclared(state) {
    return state.impact === undefined ? { impact_undeclared: true } : {};
}

;// CONCATENATED MODULE: ./src/core/obligations/obligation-families.ts
// The families of obligation the tool judges, in words, for the help and the docs that say what
// is judged: derived from the obligations' kinds, themselves from the requirement table.



/** An obligation's requirement without its part ("CIP-010 R1" of "CIP-010 R1.2"): its family. */
function familyOf(kind) {
    const [standard = kind, requirement = ""] = kind.split(" ");
    return { standard, requirement: requirement.replace(/\..*$/, "") };
}
/** Every family of obligation the tool judges, one name each ("CIP-010 R1"), in table order. */
function obligationFamilies() {
    return [
        ...new Set(OBLIGATION_KINDS.map(familyOf).map(({ standard, requirement }) => `${standard} ${requirement}`)),
    ];
}
/**
 * Every family of obligation the tool judges, in words ("CIP-002 R2, CIP-003 R3 and R4, ..."), by
 * standard: derived from OBLIGATION_KINDS, so that a family added to the requirement table is
 * named wherever the help and the docs say what is judged (a test compares them).
 */
function obligationFamiliesInWords() {
    const byStandard = new Map();
    for (const { standard, requirement } of OBLIGATION_KINDS.map(familyOf)) {
        const requirements = byStandard.get(standard) ?? [];
        if (!requirements.includes(requirement))
            requirements.push(requirement);
        byStandard.set(standard, requirements);
    }
    return [...byStandard]
        .sort(([a], [b]) => compareCodePoints(a, b))
        .map(([standard, requirements]) => `${standard} ${listOf(requirements.sort(compareCodePoints))}`)
        .join(", ");
}
const PATCH_MANAGEMENT_FAMILY = {
    name: "CIP-007 R2",
    kinds: obligation_model/* PATCH_MANAGEMENT_KINDS */.V4,
    notJudged: "CIP-007 R2 was not judged from this ledger: no obligation of any part was opened. R2 is judged from accepted merges only (a reviewed pull request's merge record, which carries the baselines' items and the patch files), from the first that declares an applicable asset's baseline; a ledger without one, such as one kept from the command line, has none. This is no all-clear: nothing here shows the applicable assets' patches are tracked, evaluated or applied.",
};
const VULNERABILITY_ASSESSMENT_FAMILY = {
    name: "CIP-010 R3",
    kinds: obligation_model/* VULNERABILITY_ASSESSMENT_KINDS */.cj,
    notJudged: "CIP-010 R3 was not judged from this ledger: no obligation of any part was opened. R3 is judged from accepted merges only (a reviewed pull request's merge record, which carries the baselines and the assessment files), from the first that keeps the baseline of a High or Medium impact BES Cyber System (or its EACMS, PACS or PCA); a ledger without one, such as one kept from the command line, has none. This is no all-clear: nothing here shows any system was assessed.",
};
/** The families judged from accepted merges, in the order every output names them. */
const MERGE_JUDGED_FAMILIES = [
    PATCH_MANAGEMENT_FAMILY,
    VULNERABILITY_ASSESSMENT_FAMILY,
];
/**
 * Whether a family was judged, from its parts' counts by status (as the report tallies them): a
 * family no part of which has any obligation was not.
 */
function judgedFromCounts(family, parts) {
    return family.kinds.some((kind) => Object.values(parts[kind] ?? {}).some((count) => count > 0));
}

;// CONCATENATED MODULE: ./src/core/obligations/review-interval.ts
// The first CIP-002 R2 interval of a workspace. CIP-002-5.1a R2.2: "Have its CIP Senior Manager
// or delegate approve the identifications required by Requirement R1 at least once every 15
// calendar months, even if it has no identified items in Requirement R1." The ledger cannot see
// the approval before it, so an entity adopting the tool 14 months after its last approval would
// otherwise be told "due in 15 months". The policy file's `cip_002_last_approval: { on, ref }` (a
// change to it is approved by the CIP Senior Manager) starts the first interval; without it the
// first interval's due date is unknown, and the obligation says so: "prior approval not
// recorded". Each approved review then opens the next interval from its own record, as before.
// What the pass holds of each workspace's chain (WorkspaceState) is here too: its open interval,
// the first one once closed, and the facts in force it folds (the prior approval, the calendar).
// Pure.



/** CIP-002 R2's interval, in calendar months. */
const REVIEW_INTERVAL_MONTHS = 15;
const PRIOR_APPROVAL_NOT_RECORDED = "prior approval not recorded";
/** The first interval, from the policy's `cip_002_last_approval` (undefined: none written). */
function firstReviewInterval(prior, calendar) {
    if (prior === undefined)
        return { kind: "not-recorded", note: PRIOR_APPROVAL_NOT_RECORDED, due: null };
    return {
        kind: "seeded",
        opened_on: prior.on,
        ref: prior.ref,
        due: (0,shared_calendar/* addMonths */.PS)(prior.on, REVIEW_INTERVAL_MONTHS, calendar.monthEnd),
    };
}
/**
 * `cip_002_last_approval` in force after `entry`: what an accepted merge's files declared, when it
 * is dated no later than that record (the authority row's not-after-record), else as before.
 */
function priorApprovalAfter(entry, before) {
    const { record } = entry;
    if (record.kind !== "change" || !(0,facts_in_force/* isAccepted */.oB)(record))
        return before;
    const { governance } = record.change;
    // A record written before merges recorded what they declared changes nothing in force.
    if (governance === undefined)
        return before;
    // A merged commit without a policy file, or whose file has none, declares none.
    const prior = governance.senior_manager?.last_approval ?? undefined;
    if (prior === undefined)
        return undefined;
    const dated = (0,authority_authority/* judgeDate */.S2)("cip-002-last-approval", prior.on, record.recorded_at);
    return dated.authorized ? prior : before;
}
/** The first CIP-002 R2 interval's due date and why. */
function firstDue(first) {
    return first.kind === "seeded"
        ? {
            due: first.due,
            reason: `first interval from the approval of ${first.opened_on} (${first.ref})`,
        }
        : { due: null, reason: first.note };
}

;// CONCATENATED MODULE: ./src/core/obligations/obligations.ts















/**
 * The obligations of `records` as of `asOf`: an instant, or a date (YYYY-MM-DD) in the calendar's
 * time zone (an audit's "as of 31 December").
 */
function computeObligations(records, asOf, calendar, options = {}) {
    const pass = new ObligationsPass(asOf, calendar, options);
    for (const chain of groupBy(records, ({ record }) => record.workspace).values())
        for (const entry of chain.sort((a, b) => a.record.sequence - b.record.sequence))
            pass.add(entry);
    return pass.finish().obligations;
}
/**
 * The obligations of ledger records fed one at a time, each workspace's in chain order (records of
 * several workspaces may interleave). Only the obligations the options keep are held once decided;
 * every one is counted.
 */
class ObligationsPass {
    #context;
    #keep;
    #decided;
    #workspaces = new Map();
    #kept = [];
    #counts = (0,obligation_model/* countStatuses */.ip)([]);
    /** What was decided and still needs someone (CARRIED), in the order decided: a checkpoint's. */
    #carried = [];
    /** Resumed: the record each workspace's chain goes on from, until its next record comes. */
    #resumedFrom = new Map();
    #finished = false;
    #limit;
    #deviations;
    #configurationMonitoring;
    /** CIP-007 R2's pass of each workspace, from its first record that speaks of patching. */
    #patchManagement = new Map();
    /** CIP-010 R3's pass of each workspace, from its first accepted merge keeping baselines. */
    #assessments = new Map();
    /** The families whose pass started in some workspace, held by finish(), which clears the passes. */
    #started;
    /** The families judged from accepted merges no workspace's pass started on: not judged. */
    get notJudged() {
        const started = this.#started ?? this.#startedFamilies();
        return MERGE_JUDGED_FAMILIES.filter((family) => !started.has(family));
    }
    #startedFamilies() {
        return new Set([
            ...(this.#patchManagement.size > 0 ? [PATCH_MANAGEMENT_FAMILY] : []),
            ...(this.#assessments.size > 0 ? [VULNERABILITY_ASSESSMENT_FAMILY] : []),
        ]);
    }
    constructor(asOf, calendar, { keep = () => true, decided, limit = Infinity, completionGraceDays = obligation_model/* DEFAULT_COMPLETION_GRACE_DAYS */.qc, } = {}) {
        const today = typeof asOf === "string" ? asOf : (0,shared_calendar/* dateIn */.m7)(asOf, calendar.timeZone);
        this.#context = { calendar, today, rule: (0,shared_calendar/* calendarRule */.Zi)(calendar), completionGraceDays };
        this.#keep = keep;
        this.#decided = decided;
        this.#limit = limit;
        this.#deviations = new DeviationObligations(this.#context, (o) => this.#emit(o));
        // Each R2.1 interval becomes an obligation as it closes: the pass holds only open ones.
        this.#configurationMonitoring = new R21Pass({
            calendar,
            asOf: today,
            decided: (found) => this.#emit(r21Obligation(found, "calendar" in found ? (0,obligation_model/* withCalendar */.TY)(this.#context, found.calendar) : this.#context)),
        });
    }
    /**
     * A pass in the state `checkpoint` holds (checkpoint/), as of `asOf`: add the records after it,
     * each workspace's in chain order, then finish. It throws on a checkpoint of another format or
     * judged with another calendar (judge from every record then), and on a record that does not
     * continue a chain where the checkpoint stands. The obligations it carries are handed to
     * `decided` and `keep` again, not counted again: their counts are the checkpoint's. It takes
     * `checkpoint` (the pass goes on from its objects): to resume from one twice, give a copy.
     */
    static resume(checkpoint, asOf, calendar, options = {}) {
        const pass = new ObligationsPass(asOf, calendar, options);
        const restored = (0,obligations_checkpoint/* restoreCheckpoint */.vQ)(checkpoint, pass.#context, {
            deviations: pass.#deviations.held(),
            monitoring: pass.#configurationMonitoring.held(),
        });
        for (const [workspace, state] of restored.workspaces) {
            pass.#workspaces.set(workspace, state);
            pass.#resumedFrom.set(workspace, { workspace, ...state.through });
        }
        Object.assign(pass.#counts, restored.counts);
        for (const held of checkpoint.patch_management ?? [])
            pass.#patchManagement.set(held.workspace, PatchManagementPass.resume(held, pass.#context, (o) => pass.#emit(o)));
        for (const held of checkpoint.vulnerability_assessments ?? [])
            pass.#assessments.set(held.workspace, VulnerabilityAssessmentPass.resume(held, pass.#context, (o) => pass.#emit(o)));
        for (const obligation of restored.carried)
            pass.#hold(obligation);
        return pass;
    }
    /**
     * The pass's state as JSON (checkpoint/), which a resumed pass judges from as this one would; not
     * after finish(). `copy: false` shares the pass's objects, to serialise at once (the same JSON).
     */
    checkpoint({ copy } = { copy: true }) {
        if (this.#finished)
            throw new Error("An obligations pass has no checkpoint once finished.");
        return (0,obligations_checkpoint/* checkpointOf */.S$)(copy, {
            context: this.#context,
            counts: this.#counts,
            carried: this.#carried,
            workspaces: this.#workspaces,
            deviations: this.#deviations.held(),
            monitoring: this.#configurationMonitoring.held(),
            patchManagement: this.#patchManagement,
            vulnerabilityAssessments: this.#assessments,
        });
    }
    add(entry) {
        const { record } = entry;
        this.#continuesCheckpoint(entry);
        const through = { sequence: record.sequence, sha256: entry.sha256 };
        let state = this.#workspaces.get(record.workspace);
        // In force from this record: the obligations it opens are judged by it.
        const inForce = (0,obligation_model/* contextAt */.vP)(record, state?.inForce ?? this.#context);
        if (state === undefined) {
            // The workspace's first record opens its first CIP-002 R2 interval, dated by the approval
            // before the ledger that an accepted record puts in force (review-interval.ts).
            const review = { opened: (0,obligation_model/* refOf */.H8)(entry), context: inForce, subject: {}, first: true };
            state = { review, inForce, priorApproval: undefined, through };
            this.#workspaces.set(record.workspace, state);
        }
        else if (isApprovedReview(entry)) {
            const closer = (0,obligation_model/* refOf */.H8)(entry);
            if (state.review.first)
                state.firstClosed = { interval: state.review, closer };
            else
                this.#closeReview(state.review, closer);
            state.review = { opened: closer, context: inForce, subject: {} };
        }
        state.through = through;
        state.inForce = inForce;
        state.priorApproval = priorApprovalAfter(entry, state.priorApproval);
        this.#deviations.add(entry);
        this.#configurationMonitoring.add(entry, inForce.calendar);
        this.#governance(entry);
        this.#families(entry, inForce);
    }
    /**
     * CIP-007 R2.1 to R2.4 and CIP-010 R3.1, R3.2, R3.4: the record judged in the calendar in force
     * at it. A workspace's pass of a family starts at the first record it reads (R2: an accepted
     * merge keeping patched items or patch files, patch-merges.ts startsPatchManagement; R3: one
     * keeping baselines), so a ledger written before records kept them has no state of the family,
     * and its checkpoints none.
     */
    #families(entry, inForce) {
        const { workspace } = entry.record;
        const emit = (o) => this.#emit(o);
        if (!this.#patchManagement.has(workspace) && startsPatchManagement(entry.record))
            this.#patchManagement.set(workspace, new PatchManagementPass(this.#context, emit));
        if (!this.#assessments.has(workspace) && startsVulnerabilityAssessments(entry.record))
            this.#assessments.set(workspace, new VulnerabilityAssessmentPass(this.#context, emit));
        this.#patchManagement.get(workspace)?.addRecord(entry, inForce);
        this.#assessments.get(workspace)?.addRecord(entry, inForce);
    }
    /** A resumed workspace's first record is the one after the checkpoint's, linked to it. */
    #continuesCheckpoint({ record }) {
        const from = this.#resumedFrom.get(record.workspace);
        if (from === undefined)
            return;
        this.#resumedFrom.delete(record.workspace);
        if (record.sequence === from.sequence + 1 && record.previous_sha256 === from.sha256)
            return;
        throw new Error(`Record ${record.sequence} of workspace ${record.workspace} does not continue the obligations checkpoint, which stands at record ${from.sequence} (SHA-256 ${from.sha256}): give the records after it in chain order, or judge from every record.`);
    }
    /** CIP-003 R3 and R4: a documented change of the CIP Senior Manager or of a delegation. */
    #governance(entry) {
        for (const found of (0,governance_obligations/* ledgerGovernanceObligations */.bp)([entry], this.#context.calendar))
            this.#emit((0,governance_obligations/* governanceObligation */.F0)(found));
    }
    /** What the pass found as of its date: the open ones judged now, the kept ones sorted. */
    finish() {
        this.#finished = true;
        this.#deviations.finish();
        for (const state of this.#workspaces.values()) {
            const first = firstDue(firstReviewInterval(state.priorApproval, this.#context.calendar));
            if (state.firstClosed !== undefined)
                this.#closeReview(state.firstClosed.interval, state.firstClosed.closer, first);
            this.#closeReview(state.review, undefined, state.review.first ? first : undefined);
        }
        this.#configurationMonitoring.finish();
        this.#started = this.#startedFamilies();
        for (const pass of this.#patchManagement.values())
            for (const obligation of pass.finish())
                this.#emit(obligation);
        this.#patchManagement.clear();
        for (const pass of this.#assessments.values())
            for (const obligation of pass.finish())
                this.#emit(obligation);
        this.#assessments.clear();
        this.#workspaces.clear();
        this.#cut();
        return { obligations: [...this.#kept], counts: { ...this.#counts } };
    }
    /** A CIP-002 R2 interval of 15 calendar months closed by `closer`, or open now. */
    #closeReview(interval, closer, 
    /** The first interval's due date and why: from the prior approval in force, or none. */
    first) {
        const { context } = interval;
        const { timeZone, monthEnd } = context.calendar;
        const closedOn = closer === undefined ? undefined : (0,shared_calendar/* dateIn */.m7)(closer.recorded_at, timeZone);
        const due = first !== undefined
            ? first.due
            : (0,shared_calendar/* addMonths */.PS)((0,shared_calendar/* dateIn */.m7)(interval.opened.recorded_at, timeZone), 15, monthEnd);
        this.#emit({
            kind: "CIP-002 R2",
            requirement: obligation_model/* REQUIREMENTS */.dq["CIP-002 R2"],
            workspace: interval.opened.workspace,
            subject: interval.subject,
            opened_by: interval.opened,
            due,
            // Without a due date it is open until a review closes it, never overdue.
            status: due === null
                ? closer === undefined
                    ? "open"
                    : "closed"
                : (0,obligation_model/* statusOf */.c2)(due, closedOn, context),
            ...(closer === undefined ? {} : { closed_by: closer }),
            calendar: context.rule,
            ...(first === undefined ? {} : { reason: first.reason }),
        });
    }
    #emit(obligation) {
        this.#counts[obligation.status] += 1;
        this.#hold(obligation);
    }
    /** A decided obligation, counted already: to the caller, and held as the options ask. */
    #hold(obligation) {
        this.#decided?.(obligation);
        // What finish() decides is judged as of the pass's date: no checkpoint carries it.
        if (!this.#finished && obligations_checkpoint/* CARRIED */.xc.has(obligation.status))
            this.#carried.push(obligation);
        if (!this.#keep(obligation))
            return;
        this.#kept.push(obligation);
        // Cut back to the limit now and then, not at each one: sorting is then amortized.
        if (this.#kept.length >= 2 * this.#limit)
            this.#cut();
    }
    #cut() {
        this.#kept.sort(obligation_model/* compareObligations */.xK);
        this.#kept.length = Math.min(this.#kept.length, this.#limit);
    }
}


/***/ }),

/***/ 2584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ refOf)
/* harmony export */ });
const refOf = ({ record, sha256 }) => ({
    workspace: record.workspace,
    sequence: record.sequence,
    sha256,
    recorded_at: record.recorded_at,
});


/***/ }),

/***/ 7877:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ parseMitigationPlanText)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7273);
/* harmony import */ var _inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(249);
/* harmony import */ var _patch_file_reader_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6055);
/* harmony import */ var _patch_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3146);
// A mitigation plan (CIP-007-6 R2.3 and R2.4), patch-plans/ID.yaml: the patches it covers (one
// plan may cover many), the planned actions, and a timeframe, a date or an event; later, the day
// the event occurred and the day the plan was implemented, each added by a reviewed change. A plan
// without actions or without a timeframe is no plan: R2.3 asks for both. The plan is dated by the
// record of the merge that reviews it. Every problem at file:line:column.
//
//   version: 1
//   id: MP-2026-03
//   patches: [SEL-2026-004]
//   actions:
//     - block TCP 443 to the RTAC at the substation firewall until the patch is applied
//   timeframe: { event: "the next scheduled outage of at least two days" }
//   event_occurred_on: 2026-05-12
//   implemented_on: 2026-05-13





const KEYS = [
    "version",
    "id",
    "patches",
    "actions",
    "timeframe",
    "event_occurred_on",
    "implemented_on",
];
const TIMEFRAME_SHAPE = '{ by: 2026-06-30 } or { event: "the next scheduled outage" }';
function parseMitigationPlanText(text, file) {
    return (0,_patch_file_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .parsePatchFile */ .st)(text, file, "a mitigation plan", (reader, map) => plan(reader, map, file));
}
function plan(reader, map, file) {
    const fields = reader.fields(map, KEYS, [], "a mitigation plan");
    if (fields === undefined)
        return undefined;
    // R2.3: "Mitigation plans shall include ... planned actions ... and a timeframe": said first.
    for (const [key, what] of [
        ["actions", "the planned actions to mitigate the vulnerabilities each patch addresses"],
        ["timeframe", `a timeframe to complete them, ${TIMEFRAME_SHAPE}`],
    ])
        if (!fields.has(key))
            reader.error((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(map), `a mitigation plan has no ${key} (CIP-007-6 R2.3); write ${key}: ${what}`);
    if (!reader.required(map, ["version", "id", "patches"], "a mitigation plan"))
        return undefined;
    if (!fields.has("actions") || !fields.has("timeframe") || !reader.version(fields))
        return undefined;
    const at = (key) => (0,_patch_file_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .requiredField */ .Q$)(fields, key);
    const id = reader.text(at("id").value, at("id").keyOffset, "id", "the plan's id, its file's name");
    const misfiled = id === undefined ? undefined : misfiledWords(id, file);
    if (misfiled !== undefined) {
        reader.error((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(at("id").value), misfiled);
        return undefined;
    }
    const patches = reader.texts(at("patches").value, at("patches").keyOffset, "patches", "the ids of the patches it covers, as their evaluations name them");
    const actions = reader.texts(at("actions").value, at("actions").keyOffset, "actions", "a planned action");
    const timeframe = timeframeOf(reader, at("timeframe").value, at("timeframe").keyOffset);
    const dates = plannedDates(reader, fields, timeframe);
    if (id === undefined ||
        patches === undefined ||
        actions === undefined ||
        timeframe === undefined ||
        dates === undefined)
        return undefined;
    const written = at("patches").value;
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(written))
        patches.forEach((patch, index) => reader.refer((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(written.items[index]), {
            kind: "patch",
            plan: id,
            id: patch,
        }));
    return { id, patches, actions, timeframe, ...dates };
}
/** Why a plan with id `id` is not where `file` is (patch-plans/ID.yaml), or undefined. */
function misfiledWords(id, file) {
    const parts = file.split("/");
    const named = parts.at(-1)?.replace(/\.ya?ml$/, "");
    const rule = `a plan is filed as ${_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .PLANS_FOLDER */ .Cw}/ID.yaml`;
    if (parts.at(-2) !== _patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .PLANS_FOLDER */ .Cw)
        return `plan ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(id)} is filed in ${parts.length > 1 ? `${parts.slice(0, -1).join("/")}/` : "the repository root"}, not ${_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .PLANS_FOLDER */ .Cw}/: ${rule}; move the file to ${_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .PLANS_FOLDER */ .Cw}/${id}.yaml`;
    if (named === id)
        return undefined;
    return `plan id ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(id)} is not its file's name (${file}): ${rule}; rename the file to ${_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .PLANS_FOLDER */ .Cw}/${id}.yaml, or write id: ${named}`;
}
function timeframeOf(reader, value, keyOffset) {
    const map = reader.submap(value, keyOffset, "timeframe", TIMEFRAME_SHAPE);
    const fields = map && reader.fields(map, ["by", "event"], [], "timeframe");
    if (map === undefined || fields === undefined)
        return undefined;
    if (fields.has("by") === fields.has("event")) {
        reader.error((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(map), `timeframe is a date or an event, one of them; write ${TIMEFRAME_SHAPE}`);
        return undefined;
    }
    const by = fields.get("by");
    if (by !== undefined) {
        const date = reader.date(by.value, by.keyOffset, "by", "the last day to complete the mitigations");
        return date === undefined ? undefined : { by: date };
    }
    const event = (0,_patch_file_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .requiredField */ .Q$)(fields, "event");
    const text = reader.text(event.value, event.keyOffset, "event", "the event that ends the timeframe");
    return text === undefined ? undefined : { event: text };
}
/** `event_occurred_on` (an event-dated plan's only) and `implemented_on`. */
function plannedDates(reader, fields, timeframe) {
    const dates = {};
    const occurred = fields.get("event_occurred_on");
    if (occurred !== undefined) {
        if (timeframe !== undefined && "by" in timeframe) {
            reader.error(occurred.keyOffset, "event_occurred_on belongs to a plan whose timeframe is an event; remove it, or write timeframe: { event: ... }");
            return undefined;
        }
        dates.eventOccurredOn = reader.date(occurred.value, occurred.keyOffset, "event_occurred_on", "the day the event occurred");
        if (dates.eventOccurredOn === undefined)
            return undefined;
    }
    const implemented = fields.get("implemented_on");
    if (implemented !== undefined) {
        dates.implementedOn = reader.date(implemented.value, implemented.keyOffset, "implemented_on", "the day the plan was implemented");
        if (dates.implementedOn === undefined)
            return undefined;
    }
    return dates;
}


/***/ }),

/***/ 9786:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ parsePatchEvaluationText)
/* harmony export */ });
/* unused harmony export evaluationFolderSource */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7273);
/* harmony import */ var _inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(249);
/* harmony import */ var _patch_file_reader_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6055);
/* harmony import */ var _patch_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3146);
// An evaluation of one source's releases (CIP-007-6 R2.2), patch-evaluations/SOURCE/NAME.yaml: the
// source, the first release day it covers (no later than the day of the source's previous
// evaluation: a later one leaves the days between unevaluated, evaluation-intervals.ts), and
// each patch released with its release date, the baseline item it patches and whether it is
// applicable (a patch that is not says why). Its date is the record of the merge that reviews
// it, never a field. `applicable: null` is a judgement a draft left to review: refused until a
// person writes it. Every problem at file:line:column.
//
//   version: 1
//   source: sel-advisories
//   releases_since: 2026-02-11
//   patches:
//     - { id: SEL-2026-004, released: 2026-02-20, item: { software: "acSELerator RTAC" }, applicable: true }
//     - id: SEL-2026-006
//       released: 2026-03-02
//       item: { os_firmware: "SEL-3555 firmware" }
//       applicable: false
//       reason: fixes the web interface, which our baselines keep disabled (port 443 closed)





const PATCH_SHAPE = '{ id: SEL-2026-004, released: 2026-02-20, item: { software: "acSELerator RTAC" }, applicable: true }';
/** The source an evaluation's path files it under: patch-evaluations/SOURCE/NAME.yaml. */
function evaluationFolderSource(file) {
    const parts = file.split("/");
    const at = parts.lastIndexOf(_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .EVALUATIONS_FOLDER */ .nH);
    return at >= 0 && at === parts.length - 3 ? parts[at + 1] : undefined;
}
function parsePatchEvaluationText(text, file) {
    return (0,_patch_file_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .parsePatchFile */ .st)(text, file, "an evaluation file", (reader, map) => evaluation(reader, map, file));
}
function evaluation(reader, map, file) {
    const keys = ["version", "source", "releases_since", "patches"];
    const fields = reader.fields(map, keys, keys, "an evaluation file");
    if (fields === undefined || !reader.version(fields))
        return undefined;
    const at = (key) => (0,_patch_file_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .requiredField */ .Q$)(fields, key);
    const source = reader.text(at("source").value, at("source").keyOffset, "source", "the id of the source it evaluates");
    const folder = evaluationFolderSource(file);
    if (source !== undefined && folder !== source) {
        reader.error((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(at("source").value), folder === undefined
            ? `an evaluation is filed as ${_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .EVALUATIONS_FOLDER */ .nH}/${source}/NAME.yaml; move the file there`
            : `source ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(source)} is not the folder it is filed in (${_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .EVALUATIONS_FOLDER */ .nH}/${folder}/); move the file to ${_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .EVALUATIONS_FOLDER */ .nH}/${source}/ or name its source ${folder}`);
        return undefined;
    }
    if (source !== undefined)
        reader.refer((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(at("source").value), { kind: "source", id: source });
    const since = at("releases_since");
    const releasesSince = reader.date(since.value, since.keyOffset, "releases_since", "the first release day it covers");
    const patchesField = at("patches");
    const items = reader.list(patchesField.value, patchesField.keyOffset, "patches", `maps such as ${PATCH_SHAPE}, or [] when the source released none`, true);
    const patches = items?.map((item) => patch(reader, item, patchesField.keyOffset));
    if (source === undefined || releasesSince === undefined || patches === undefined)
        return undefined;
    if (patches.some((entry) => entry === undefined))
        return undefined;
    const read = patches;
    const seen = new Set();
    for (const entry of read) {
        if (seen.has((0,_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .patchKey */ .kP)(entry.id))) {
            reader.error(entry.at, `patch ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(entry.id)} is listed twice; keep one`);
            return undefined;
        }
        seen.add((0,_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .patchKey */ .kP)(entry.id));
    }
    return { file, source, releasesSince, patches: read.map(({ at: _, ...entry }) => entry) };
}
function patch(reader, item, keyOffset) {
    const map = reader.submap(item, keyOffset, "each patch", PATCH_SHAPE);
    if (map === undefined)
        return undefined;
    const keys = ["id", "released", "item", "applicable", "reason"];
    const fields = reader.fields(map, keys, ["id", "released", "item", "applicable"], "a patch");
    if (fields === undefined)
        return undefined;
    const at = (key) => (0,_patch_file_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .requiredField */ .Q$)(fields, key);
    const id = reader.text(at("id").value, at("id").keyOffset, "id", "the patch's id as the source names it");
    const released = reader.date(at("released").value, at("released").keyOffset, "released", "the day the source released it");
    const patched = reader.itemRef(at("item").value, at("item").keyOffset, "item");
    const applicable = judgement(reader, id, at("applicable"));
    const reasonField = fields.get("reason");
    const reason = reasonField &&
        reader.text(reasonField.value, reasonField.keyOffset, "reason", "why the patch is not applicable");
    if (id === undefined ||
        released === undefined ||
        patched === undefined ||
        applicable === undefined)
        return undefined;
    if (reasonField !== undefined && reason === undefined)
        return undefined;
    reader.refer((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(at("item").value), { kind: "item", patch: id, item: patched });
    if (!applicable && reason === undefined) {
        reader.error((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(map), `patch ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(id)} is not applicable but says no reason; add reason: why it does not apply to the item as installed`);
        return undefined;
    }
    return {
        id,
        released,
        item: patched,
        applicable,
        ...(reason === undefined ? {} : { reason }),
        at: (0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(map),
    };
}
/**
 * `applicable`: true or false. Null (`null`, `~` or nothing) is a judgement a draft left to its
 * reviewer (`cip-sync patches draft`): the file is no evaluation until a person writes it.
 */
function judgement(reader, id, field) {
    const { value, keyOffset } = field;
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value) || value.value !== null)
        return reader.flag(value, keyOffset, "applicable");
    reader.error((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .nodeStart */ .f)(value), `${id === undefined ? "the patch" : `patch ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(id)}`} is not judged yet (applicable: null); write applicable: true, or applicable: false with reason: why it does not apply to the item as installed`);
    return undefined;
}


/***/ }),

/***/ 3049:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ parsePatchSourcesText)
/* harmony export */ });
/* unused harmony export SOURCE_ID_PATTERN */
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7273);
/* harmony import */ var _inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(249);
/* harmony import */ var _patch_file_reader_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6055);
/* harmony import */ var _patch_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3146);




/** A source's id names the folder of its evaluations. */
const SOURCE_ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const SOURCE_SHAPE = '{ id: sel-advisories, name: "SEL security notifications", covers: [{ software: "acSELerator RTAC" }] }';
const NO_SOURCE_SHAPE = '{ software: "Legacy HMI", kind: no-patching-source, reason: "vendor ceased trading in 2019" }';
function parsePatchSourcesText(text, file) {
    return (0,_patch_file_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .parsePatchFile */ .st)(text, file, "the patch sources file", (reader, map) => sourcesFile(reader, map));
}
function sourcesFile(reader, map) {
    const fields = reader.fields(map, ["version", "sources", "no_source"], ["version"], "the patch sources file");
    if (fields === undefined || !reader.version(fields))
        return undefined;
    const sources = entries(reader, fields, "sources", SOURCE_SHAPE, (entry) => source(reader, entry));
    const noSource = entries(reader, fields, "no_source", NO_SOURCE_SHAPE, (entry) => declaration(reader, entry));
    if (sources === undefined || noSource === undefined)
        return undefined;
    if (!distinct(reader, sources, noSource))
        return undefined;
    return {
        sources: sources.map(({ at: _, ...entry }) => entry),
        noSource: noSource.map(({ at: _, ...entry }) => entry),
    };
}
/** Each entry of the list `key` (absent or `[]`: none), read by `read`. */
function entries(reader, fields, key, shape, read) {
    const field = fields.get(key);
    if (field === undefined)
        return [];
    const items = reader.list(field.value, field.keyOffset, key, `maps such as ${shape}`, true);
    if (items === undefined)
        return undefined;
    const read_ = [];
    let valid = true;
    for (const item of items) {
        const entry = reader.submap(item, field.keyOffset, `each entry of ${key}`, shape);
        const value = entry && read(entry);
        if (entry === undefined || value === undefined)
            valid = false;
        else
            read_.push({ ...value, at: (0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .nodeStart */ .f)(entry) });
    }
    return valid ? read_ : undefined;
}
function source(reader, map) {
    const fields = reader.fields(map, ["id", "name", "url", "covers"], ["id", "name", "covers"], "a source");
    if (fields === undefined)
        return undefined;
    const at = (key) => (0,_patch_file_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .requiredField */ .Q$)(fields, key);
    const id = reader.text(at("id").value, at("id").keyOffset, "id", "the source's id, such as sel-advisories");
    if (id !== undefined && !SOURCE_ID_PATTERN.test(id)) {
        reader.error((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .nodeStart */ .f)(at("id").value), `source id ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(id)} must be lower-case letters, digits and hyphens (it names the folder patch-evaluations/${id.toLowerCase().replace(/[^a-z0-9-]+/g, "-")}/)`);
        return undefined;
    }
    const name = reader.text(at("name").value, at("name").keyOffset, "name", "what the source is");
    const url = fields.has("url")
        ? reader.text(at("url").value, at("url").keyOffset, "url", "where the source publishes")
        : undefined;
    const coversField = at("covers");
    const items = reader.list(coversField.value, coversField.keyOffset, "covers", "baseline items");
    const covers = items?.map((item) => reader.itemRef(item, coversField.keyOffset, "each entry of covers"));
    if (id === undefined || name === undefined || covers === undefined)
        return undefined;
    if ((fields.has("url") && url === undefined) || covers.some((item) => item === undefined))
        return undefined;
    return { id, name, ...(url === undefined ? {} : { url }), covers: covers };
}
function declaration(reader, map) {
    const known = [..._patch_files_js__WEBPACK_IMPORTED_MODULE_3__/* .PATCHED_ITEMS */ .Rp, "kind", "reason"];
    const fields = reader.fields(map, known, ["kind", "reason"], "a no_source entry");
    if (fields === undefined)
        return undefined;
    const item = reader.itemOf(fields, (0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .nodeStart */ .f)(map), "a no_source entry");
    const kindField = (0,_patch_file_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .requiredField */ .Q$)(fields, "kind");
    const kind = reader.choice(kindField.value, kindField.keyOffset, { label: "kind", hint: "no-patching-source or not-updateable" }, _patch_files_js__WEBPACK_IMPORTED_MODULE_3__/* .NO_SOURCE_KINDS */ .C$);
    const reasonField = (0,_patch_file_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .requiredField */ .Q$)(fields, "reason");
    const reason = reader.text(reasonField.value, reasonField.keyOffset, "reason", "why the item has no patching source or cannot be updated");
    if (item === undefined || kind === undefined || reason === undefined)
        return undefined;
    return { item, kind: kind.value, reason };
}
/** No source id twice, no item covered twice by a source nor both covered and declared. */
function distinct(reader, sources, declarations) {
    let valid = true;
    const ids = new Set();
    const covered = new Map();
    for (const entry of sources) {
        if (ids.has(entry.id)) {
            reader.error(entry.at, `source id ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(entry.id)} is written twice; keep one entry with every item it covers`);
            valid = false;
        }
        ids.add(entry.id);
        for (const item of entry.covers) {
            const key = (0,_patch_files_js__WEBPACK_IMPORTED_MODULE_3__/* .itemKey */ .Dh)(item);
            if (covered.get(key) === entry.id) {
                reader.error(entry.at, `source ${entry.id} covers ${(0,_patch_files_js__WEBPACK_IMPORTED_MODULE_3__/* .itemText */ .rv)(item)} twice; keep one`);
                valid = false;
            }
            covered.set(key, entry.id);
        }
    }
    const declared = new Set();
    for (const entry of declarations) {
        const key = (0,_patch_files_js__WEBPACK_IMPORTED_MODULE_3__/* .itemKey */ .Dh)(entry.item);
        const by = covered.get(key);
        const problem = by !== undefined
            ? `${(0,_patch_files_js__WEBPACK_IMPORTED_MODULE_3__/* .itemText */ .rv)(entry.item)} is covered by source ${by} and declared to have none; remove one`
            : declared.has(key)
                ? `${(0,_patch_files_js__WEBPACK_IMPORTED_MODULE_3__/* .itemText */ .rv)(entry.item)} is declared twice under no_source; keep one`
                : undefined;
        if (problem !== undefined) {
            reader.error(entry.at, problem);
            valid = false;
        }
        declared.add(key);
    }
    return valid;
}


/***/ }),

/***/ 6055:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q$: () => (/* binding */ requiredField),
/* harmony export */   st: () => (/* binding */ parsePatchFile)
/* harmony export */ });
/* unused harmony export PatchFileReader */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8291);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7273);
/* harmony import */ var _inventory_document_value_reader_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5221);
/* harmony import */ var _inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(249);
/* harmony import */ var _patch_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3146);
/* harmony import */ var _shared_collections_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5032);
// What the three patch-management files share when read: one YAML document read strictly, as the
// inventory and the policy are (no anchors, aliases, tags or duplicate keys), a map whose keys are
// checked, `version: 1`, texts, dates that exist, lists, and an item named `{ software: NAME }` or
// `{ os_firmware: NAME }`; every problem at file:line:column, saying what to write instead.







/** A key `fields()` was told is required, so it holds it once it answered. */
function requiredField(fields, key) {
    return (0,_shared_collections_js__WEBPACK_IMPORTED_MODULE_6__/* .getOrThrow */ .Gp)(fields, key, "the fields read with their required keys");
}
/** Reads `text` with `read`, which walks the document's map; errors sorted by place. */
function parsePatchFile(text, file, what, read) {
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const reader = new PatchFileReader(text, file, lineCounter);
    const map = reader.fileMap((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .parseYamlDocuments */ .v)(text, lineCounter), what);
    const value = map === undefined ? undefined : read(reader, map);
    const diagnostics = reader.diagnostics.sort(_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .compareDiagnostics */ .oV);
    if (diagnostics.length > 0 || value === undefined)
        return { diagnostics };
    return { value, diagnostics, references: reader.references };
}
class PatchFileReader extends _inventory_document_value_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .ValueReader */ .D {
    /** What the file names elsewhere and the dates it writes, in the order read. */
    references = [];
    /** Notes a reference whose place is the node at `offset`. */
    refer(offset, reference) {
        this.references.push({ ...reference, at: this.at(offset) });
    }
    /** The file's one document, a map; undefined after reporting why not. */
    fileMap(docs, what) {
        const [doc, extra] = docs;
        if (doc === undefined || doc.contents === null) {
            this.error(0, `${what} is empty; write version: ${_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .PATCH_FILES_VERSION */ .Cx} and its keys`);
            return undefined;
        }
        if (extra !== undefined)
            this.error(extra.range[0], `${what} holds one YAML document; remove the extra "---"`);
        if (!this.yamlProblems(doc, 0) || !this.plainNode(doc.contents))
            return undefined;
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(doc.contents))
            return doc.contents;
        this.error((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(doc.contents), `${what} must be a map, not ${(0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .bp)(doc.contents)}`);
        return undefined;
    }
    /** The map's values by key; an unknown key or a missing required one is reported. */
    fields(map, known, required, what) {
        const fields = new Map();
        let valid = this.required(map, required, what);
        for (const { key, keyText, value } of this.entries(map)) {
            if (known.includes(keyText))
                fields.set(keyText, { value, keyOffset: (0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(key) });
            else {
                this.unknownKey(key, keyText, known, `the keys of ${what} are`);
                valid = false;
            }
        }
        return valid ? fields : undefined;
    }
    /** `version: 1`. */
    version(fields) {
        const field = fields.get("version");
        if (field === undefined)
            return false;
        const text = this.scalarValue(field.value, field.keyOffset, {
            label: "version",
            hint: String(_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .PATCH_FILES_VERSION */ .Cx),
        });
        if (text === undefined)
            return false;
        if (text.value === String(_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .PATCH_FILES_VERSION */ .Cx))
            return true;
        this.error((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(field.value), `version ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(text.value)} is not supported; write version: ${_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .PATCH_FILES_VERSION */ .Cx}`);
        return false;
    }
    /** Non-empty text. */
    text(value, keyOffset, label, hint) {
        const text = this.scalarValue(value, keyOffset, { label, hint });
        if (text === undefined)
            return undefined;
        if (text.value.trim() !== "")
            return text.value;
        this.error((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(value), `${label} is empty; write ${hint}`);
        return undefined;
    }
    /** A date that exists, YYYY-MM-DD (2026-02-30 is refused, never rolled over). */
    date(value, keyOffset, label, hint) {
        const text = this.text(value, keyOffset, label, `${hint}, YYYY-MM-DD`);
        if (text === undefined)
            return text;
        if ((0,_shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .isCalendarDate */ .tf)(text)) {
            this.refer((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(value), { kind: "date", label, date: text });
            return text;
        }
        this.error((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(value), `${label} must be a date such as 2026-03-10 that exists (YYYY-MM-DD), not ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(text)}`);
        return undefined;
    }
    /** The items of a list, `[]` allowed when `empty` is; undefined after reporting a problem. */
    list(value, keyOffset, label, hint, empty = false) {
        if (empty && (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(value) && value.items.length === 0)
            return [];
        return this.listItems(value, keyOffset, { label, hint });
    }
    /** A non-empty list of distinct, non-empty texts. */
    texts(value, keyOffset, label, hint) {
        const items = this.list(value, keyOffset, label, hint);
        if (items === undefined)
            return undefined;
        const texts = [];
        for (const item of items) {
            const text = this.text(item, (0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(value), `${label} entry`, hint);
            if (text === undefined)
                return undefined;
            if (texts.includes(text)) {
                this.error((0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(item), `${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(text)} is written twice in ${label}; keep one`);
                return undefined;
            }
            texts.push(text);
        }
        return texts;
    }
    /** The one item key of `fields` (`os_firmware: NAME` or `software: NAME`), reported at `at`. */
    itemOf(fields, at, what) {
        const kinds = _patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .PATCHED_ITEMS */ .Rp.filter((kind) => fields.has(kind));
        const [kind] = kinds;
        if (kind === undefined || kinds.length !== 1) {
            this.error(at, `${what} names ${kinds.length === 0 ? "no" : "more than one"} baseline item; write exactly one of os_firmware: NAME or software: NAME, as the asset's baseline names it`);
            return undefined;
        }
        const field = requiredField(fields, kind);
        const name = this.text(field.value, field.keyOffset, kind, "the item's name as the baseline writes it");
        return name === undefined ? undefined : { kind, name };
    }
    /** `{ os_firmware: NAME }` or `{ software: NAME }`, as a map of its own. */
    itemRef(value, keyOffset, label) {
        const shape = '{ software: "acSELerator RTAC" } or { os_firmware: "SEL-3555 firmware" }';
        const map = this.submap(value, keyOffset, label, shape);
        if (map === undefined)
            return undefined;
        const fields = this.fields(map, _patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .PATCHED_ITEMS */ .Rp, [], label);
        return fields && this.itemOf(fields, (0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(map), label);
    }
    /** `true` or `false`. */
    flag(value, keyOffset, label) {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value) && typeof value.value === "boolean")
            return value.value;
        const found = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value) && !(0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .isEmptyPlain */ .eF)(value) ? (0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .describeValue */ .bp)(value) : "nothing";
        this.error((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value) ? (0,_inventory_document_yaml_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .nodeStart */ .f)(value) : keyOffset, `${label} must be true or false, not ${found}`);
        return undefined;
    }
}


/***/ }),

/***/ 5240:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AX: () => (/* binding */ isApplicable),
/* harmony export */   Vk: () => (/* binding */ namedAssetKey),
/* harmony export */   XI: () => (/* binding */ onAssetKey),
/* harmony export */   _8: () => (/* binding */ applicableItems),
/* harmony export */   e7: () => (/* binding */ assetKey)
/* harmony export */ });
/* harmony import */ var _inventory_baselines_requirements_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7178);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2885);
/* harmony import */ var _patch_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3146);
// The assets CIP-007 R2 is judged over and their patched items: an asset with its baseline's
// os_firmware, software and patches, whether R2 applies to it, and the items patch sources must
// cover. What applies is the requirement table's: High and Medium BCS and their EACMS, PACS and
// PCA, a system without impact judged as High (fail closed). Read by the plan (items without a
// source) and by the obligations' pass over the ledger. Pure.



/**
 * Whether CIP-007 R2 applies to the asset (the four parts share their Applicable Systems). A
 * software record is baseline content, not a Cyber Asset: R2 does not apply to it, as CIP-010 R1
 * does not (baseline-completeness.ts, deviation-obligations.ts).
 */
function isApplicable(asset) {
    if (asset.type === "software")
        return false;
    return (0,_inventory_baselines_requirements_js__WEBPACK_IMPORTED_MODULE_0__/* .applies */ .Br)((0,_inventory_baselines_requirements_js__WEBPACK_IMPORTED_MODULE_0__/* .requirementRow */ .gv)("CIP-007 R2.1"), {
        class: asset.class,
        impact: asset.impact ?? "high",
    });
}
/** How an asset is followed: the key it kept, else its id, else its system and name. */
function assetKey(asset) {
    return asset.key ?? asset.asset_id ?? namedAssetKey(asset);
}
/** An asset's key by its system and name: how one without an id yet is followed. */
function namedAssetKey(asset) {
    return `${asset.cyber_system}\u0000${(0,_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .nameKey */ .Rc)(asset.asset)}`;
}
/** The key of an item or a patch on an asset, from the asset's key and the item's or patch's. */
function onAssetKey(asset, key) {
    return `${asset}\u0001${key}`;
}
/** Every os_firmware and software item of the applicable assets' baselines, by asset and item. */
function applicableItems(assets) {
    const items = new Map();
    for (const asset of assets) {
        if (!isApplicable(asset) || asset.baseline === "ref")
            continue;
        for (const kind of _patch_files_js__WEBPACK_IMPORTED_MODULE_2__/* .PATCHED_ITEMS */ .Rp)
            for (const { name, version } of asset.baseline[kind]) {
                const item = { kind, name };
                items.set(onAssetKey(assetKey(asset), (0,_patch_files_js__WEBPACK_IMPORTED_MODULE_2__/* .itemKey */ .Dh)(item)), { asset, item, version });
            }
    }
    return items;
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
/* harmony import */ var _plan_baseline_deviations_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9029);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7273);
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2885);
/* harmony import */ var _patch_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3146);
/* harmony import */ var _patch_inputs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5240);







/** How to close a gap, as every output says it. */
const PATCH_SOURCE_FIX = `add the item to a source's covers in ${_patch_files_js__WEBPACK_IMPORTED_MODULE_5__/* .PATCH_SOURCES_FILE */ .DK}, or declare it under no_source with kind: no-patching-source or not-updateable and a reason`;
/** The items without a source, and what the policy refuses of them. */
function checkPatchSources(inputs) {
    const named = namedItems(inputs.sources);
    const existing = inputs.existing;
    const existingBaseline = existing === undefined || "notCompared" in existing
        ? undefined
        : (0,_plan_baseline_deviations_js__WEBPACK_IMPORTED_MODULE_2__/* .existingBaselineOf */ .A0)(existing.documents);
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
            const before = existingBaseline?.(cyberSystem, asset.name, asset.renamedFrom?.value);
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
    const changed = missing.filter((gap) => changedByChange(gap.change));
    if (changed.length === 0)
        return [];
    if ("diagnostics" in read)
        return read.diagnostics;
    const rule = read.rule;
    if (rule?.setting !== "require")
        return [];
    return changed.map((gap) => ({
        severity: "error",
        location: gap.location,
        message: `${gapWords(gap)} has no patch source (CIP-007-6 R2.1), ${PATCH_SOURCE_CHANGE_WORDS[gap.change]}${gap.change === "unknown" ? UNKNOWN_WHY : ""}, and ${rule.file} sets patch_sources: require: ${PATCH_SOURCE_FIX}`,
    }));
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
// The plan's baselines against the existing ones: each asset whose declared baseline changes an
// R1.1 item is a deviation (CIP-010 R1.2: "changes that deviate from the existing baseline
// configuration"), with what was added and removed and the parts it opens, read from the
// requirement table as the obligations read it. Computed once here; renderers only read it.
// As in the obligations: a first declaration (no baseline before), a removed baseline and a
// `software` record (baseline content, not a Cyber Asset) are no deviation; an asset is found
// among the existing ones by its system's name and its own, or the name it is renamed from.




/**
 * The comparison of the plan's `baselines` (declared by `resolved`) with `existing`; undefined
 * when the plan declares none.
 */
function compareBaselines(resolved, baselines, existing) {
    if (baselines === undefined || baselines.length === 0)
        return undefined;
    if ("notCompared" in existing)
        return { compared_with: null, not_compared: existing.notCompared };
    const existingBaseline = existingBaselineOf(existing.documents);
    const now = new Map();
    for (const { document, system } of resolved)
        for (const asset of document.assets)
            if (asset.baseline !== undefined && asset.type !== "software")
                now.set(`${system.id}/${(0,_shared_names_js__WEBPACK_IMPORTED_MODULE_3__/* .nameKey */ .Rc)(asset.name)}`, {
                    baseline: asset.baseline,
                    formerName: asset.renamedFrom?.value,
                });
    const deviations = baselines.flatMap((entry) => {
        const declared = now.get(`${entry.cyber_system_id}/${(0,_shared_names_js__WEBPACK_IMPORTED_MODULE_3__/* .nameKey */ .Rc)(entry.asset)}`);
        const system = entry.cyber_system ?? entry.cyber_system_id;
        const was = declared === undefined
            ? undefined
            : existingBaseline(system, entry.asset, declared.formerName);
        if (declared === undefined || was === undefined)
            return [];
        const items = (0,_inventory_baselines_baseline_differences_js__WEBPACK_IMPORTED_MODULE_1__/* .baselineDifferences */ .G)(was, declared.baseline);
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
 * The existing baseline of an asset, found by its system's name and its own, or the name it is
 * renamed from; undefined: it had none.
 */
function existingBaselineOf(documents) {
    const before = new Map();
    for (const document of documents)
        for (const asset of document.assets)
            if (asset.baseline !== undefined)
                before.set(keyOf(document.cyberSystem.value, asset.name), asset.baseline);
    return (cyberSystem, asset, formerName) => before.get(keyOf(cyberSystem, asset)) ??
        (formerName === undefined ? undefined : before.get(keyOf(cyberSystem, formerName)));
}
/** How an asset is found among the existing baselines: its system's name and its own. */
function keyOf(cyberSystem, asset) {
    return `${(0,_shared_names_js__WEBPACK_IMPORTED_MODULE_3__/* .nameKey */ .Rc)(cyberSystem)}/${(0,_shared_names_js__WEBPACK_IMPORTED_MODULE_3__/* .nameKey */ .Rc)(asset)}`;
}
/**
 * Whether the plan changes anything: an operation, or a baseline that deviates from the existing
 * one (the service holds no baseline, yet CIP-010 R1.2 counts its change). What `plan
 * --detailed-exitcode` exits 2 for.
 */
function planChanges(plan) {
    return plan.operations.length > 0 || deviationsOf(plan.baseline_deviations).length > 0;
}
/** The deviations of a plan, none when its baselines were not compared. */
function deviationsOf(comparison) {
    return comparison === undefined || comparison.compared_with === null ? [] : comparison.deviations;
}


/***/ }),

/***/ 4105:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Y: () => (/* binding */ commissioningProblems),
  Q: () => (/* binding */ goesIntoService)
});

// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var diagnostics = __webpack_require__(7273);
// EXTERNAL MODULE: ./src/core/shared/wording.ts
var wording = __webpack_require__(2205);
// EXTERNAL MODULE: ./src/core/inventory/document/asset-class.ts
var asset_class = __webpack_require__(8453);
// EXTERNAL MODULE: ./src/core/inventory/baselines/requirements.ts + 2 modules
var requirements = __webpack_require__(7178);
;// CONCATENATED MODULE: ./src/core/inventory/baselines/baseline-completeness.ts




const R1_1 = (0,requirements/* requirementRow */.gv)("CIP-010 R1.1");
const PORTS = (0,requirements/* requirementRow */.gv)("CIP-007 R1.1");
const WHAT_TO_WRITE = "write baseline: with os_firmware ([{ name, version }]), software, custom_software, ports and patches ([] for none), the name of a shared baseline under baselines:, or baseline_ref: { uri, sha256 }";
/**
 * The R1.1 problems of the in-scope assets of `documents` that `entering` says go into service in
 * their system, each at the asset's name.
 */
function commissioningBaselineProblems(documents, entering) {
    const diagnostics = [];
    for (const document of documents) {
        const impact = document.impact?.value;
        if (impact !== "high" && impact !== "medium")
            continue;
        for (const asset of document.assets) {
            if (!entering(document, asset))
                continue;
            for (const message of assetProblems(asset, impact, document.erc?.value))
                diagnostics.push({ severity: "error", location: asset.location, message });
        }
    }
    return diagnostics;
}
/** Each of the asset's R1.1 problems: all of them, so that one fix does not uncover the next. */
function assetProblems(asset, impact, erc) {
    const assetClass = asset.class?.value ?? asset_class/* DEFAULT_ASSET_CLASS */.q$;
    const scope = { class: assetClass, impact, ...(erc === undefined ? {} : { erc }) };
    // `software` records are baseline content, never Cyber Assets.
    if (asset.type === "software" || !(0,requirements/* applies */.Br)(R1_1, scope))
        return [];
    const who = `asset ${(0,diagnostics/* quote */.hD)(asset.name)} (${assetClass} of a ${impact} impact system)`;
    const baseline = asset.baseline;
    if (baseline === undefined)
        return [
            `${who} has no baseline configuration; CIP-010 R1.1 asks for one before it is in service: ${WHAT_TO_WRITE}`,
        ];
    const problems = [];
    if (baseline.missing !== undefined)
        problems.push(`${who} has an incomplete baseline: ${(0,wording/* listOf */.c3)(baseline.missing)} ${baseline.missing.length === 1 ? "is" : "are"} not written; CIP-010 R1.1 asks for all five items: write each, [] for none`);
    if ((0,requirements/* applies */.Br)(PORTS, scope) && baseline.unjustifiedPorts !== undefined)
        problems.push(`${who} has ${baseline.unjustifiedPorts} port${baseline.unjustifiedPorts === 1 ? "" : "s"} without a justification; CIP-007 R1.1 asks why each is needed: add justification: to each port`);
    return problems;
}

// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
;// CONCATENATED MODULE: ./src/core/plan/commissioning.ts
// CIP-010-4 R1.1 at commissioning, against the live inventory: a declared asset that the service
// does not hold (a create) or holds in another system (a move into this one) goes into service in
// its system, and must then have a complete baseline if R1 applies to it there
// (core/inventory/baselines/baseline-completeness.ts). The plan and an online `validate` refuse it at the
// asset's place; an asset already in service there is not asked again.


function commissioningProblems(resolved, live) {
    return commissioningBaselineProblems(resolved.map(({ document }) => document), goesIntoService(resolved, live));
}
/**
 * Whether a declared asset goes into service in its document's system: the service holds it
 * neither there under its name nor under the name it is renamed from (a rename already applied
 * leaves renamed_from behind, naming an asset the service no longer holds). CIP-010 R1.1's and
 * R3.3's commissioning (core/assessments/commissioning-assessments.ts).
 */
function goesIntoService(resolved, live) {
    const liveSystem = new Map(live.cyberAssets.map((asset) => [(0,names/* nameKey */.Rc)(asset.name), asset.cyber_system_id]));
    const systemOf = new Map(resolved.map(({ document, system }) => [document, system.id]));
    return (document, asset) => ![asset.name, asset.renamedFrom?.value].some((name) => name !== undefined && liveSystem.get((0,names/* nameKey */.Rc)(name)) === systemOf.get(document));
}


/***/ }),

/***/ 9815:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lr: () => (/* binding */ indexLive),
/* harmony export */   ZM: () => (/* binding */ resolveInventory),
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
    let chosen = candidates;
    let unchecked = false;
    if (parent) {
        // Every system of the name is checked, once each: a name that a thousand facilities share
        // costs a thousand comparisons per document, and nothing is built for the mismatches.
        const matched = [];
        const unknown = [];
        for (const system of candidates) {
            const result = check(system, parent);
            if (result === "match")
                matched.push(system);
            else if (result === "unknown")
                unknown.push(system);
        }
        chosen = matched.length > 0 ? matched : unknown;
        unchecked = matched.length === 0 && unknown.length > 0;
        if (chosen.length === 0) {
            return { error: mismatch(wanted, parent, candidates, byId !== undefined, index) };
        }
    }
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
/* harmony import */ var _possible_renames_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3322);
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
    return { systems, updates, possibleRenames: (0,_possible_renames_js__WEBPACK_IMPORTED_MODULE_1__/* .renamedDeletes */ .tL)(operations) };
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
        const fix = `to keep its record write ${(0,_possible_renames_js__WEBPACK_IMPORTED_MODULE_1__/* .renameFixLine */ .gP)(rename, operation.asset_type)}, or declare it as ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(rename.live)}`;
        if (rename.candidates === undefined)
            return `${what} would be deleted and ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(rename.declared)} created; ${fix}`;
        return `${what} would be deleted and ${(0,_possible_renames_js__WEBPACK_IMPORTED_MODULE_1__/* .declaredAsWords */ .mw)(rename, _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)}; if it is ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(rename.declared)}, ${fix}`;
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
        message: `${count} possibly renamed in the service: applying would replace each with a new record, and its id and compliance history would be lost: ${named.join("; ")}; ${REPLACE_OVERRIDE}.`,
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

/***/ 3403:
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
// EXTERNAL MODULE: ./src/core/inventory/baselines/baseline-keeping.ts
var baseline_keeping = __webpack_require__(9174);
// EXTERNAL MODULE: ./src/core/plan/plan-model.ts
var plan_model = __webpack_require__(3212);
// EXTERNAL MODULE: ./src/core/inventory/document/principals.ts
var principals = __webpack_require__(9513);
// EXTERNAL MODULE: ./src/core/inventory/document/yaml-reader.ts
var yaml_reader = __webpack_require__(249);
// EXTERNAL MODULE: ./src/core/shared/wording.ts
var wording = __webpack_require__(2205);
// EXTERNAL MODULE: ./src/core/inventory/baselines/standard-versions.ts
var standard_versions = __webpack_require__(7638);
// EXTERNAL MODULE: ./src/core/shared/calendar.ts
var shared_calendar = __webpack_require__(8291);
// EXTERNAL MODULE: ./src/core/inventory/document/value-reader.ts
var value_reader = __webpack_require__(5221);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(2857);
// EXTERNAL MODULE: ./src/core/review/policy/policy-model.ts
var policy_model = __webpack_require__(5117);
;// CONCATENATED MODULE: ./src/core/review/policy/file/policy-schema.ts
// cip-policy.yaml as one zod schema: the source of schemas/policy.schema.json (editor completion
// and checks) and of the key lists the position-aware parser (parse-policy.ts) enforces.







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
    description: "The CIP Senior Manager by name (CIP-003-8 R3) and the delegates with the actions delegated (R4): people, never teams. Approves a CIP-002 R2 review (or a delegate holding cip-002-r2.2) and any change to this key. Without it, no review closes the obligation.",
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
const standardsSchema = schemas/* strictObject */.rej(Object.fromEntries(standard_versions/* TABLE_STANDARDS */.YM.flatMap((standard) => {
    const { later } = (0,standard_versions/* versionsOf */.x4)(standard);
    if (later.length === 0)
        return [];
    const days = Object.fromEntries(later.map((version) => [
        version,
        dateSchema
            .meta({
            description: `The first day the entity is judged by ${version} (YYYY-MM-DD).`,
        })
            .optional(),
    ]));
    return [[standard, schemas/* strictObject */.rej(days).optional()]];
})))
    .meta({
    description: "From which day the entity is judged by a later version of a standard (NERC's implementation plan sets the enforcement date): an obligation opened on that day or after, in the calendar's time zone, names the later version's row of the requirement table. Only the versions the table knows: docs/cip-obligations.md. A change is approved by policy_owners.",
});
const policySchema = schemas/* strictObject */.rej({
    version: schemas/* literal */.euz(policy_model/* POLICY_VERSION */.Ky),
    rules: schemas/* array */.YOg(ruleSchema).optional(),
    freezes: schemas/* array */.YOg(freezeSchema).optional(),
    policy_owners: requireSchema
        .meta({
        description: "Who must approve a change to the rules themselves: this file, or an inventory document the base does not have at that path. from: owners is everyone the policy protects (the default, with 1 approval).",
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
    /** `standards: { CIP-007: { CIP-007-7: 2027-10-01 } }`: only what the requirement table knows. */
    standards(value, keyOffset) {
        const shape = "{ CIP-007: { CIP-007-7: 2027-10-01 } }: per standard, each later version and the day from which it judges";
        const map = this.submap(value, keyOffset, "standards", shape);
        if (map === undefined)
            return undefined;
        const chosen = [];
        let valid = true;
        for (const { key, keyText, value: versions } of this.entries(map)) {
            if (!standard_versions/* TABLE_STANDARDS */.YM.includes(keyText)) {
                valid = false;
                this.error((0,yaml_reader/* nodeStart */.f)(key), `standards: ${(0,shared_diagnostics/* quote */.hD)(keyText)} is not a standard the requirement table has rows of; it has rows of ${(0,wording/* listOf */.c3)(standard_versions/* TABLE_STANDARDS */.YM)}`);
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
        const { quoted, later } = (0,standard_versions/* versionsOf */.x4)(standard);
        const shape = `{ ${later[0] ?? `${standard}-N`}: 2027-10-01 }: each later version and the day from which it judges`;
        const map = this.submap(value, keyOffset, standard, shape);
        if (map === undefined)
            return undefined;
        const chosen = [];
        let valid = true;
        for (const { key, keyText, value: day } of this.entries(map)) {
            const refused = versionRefused(standard, keyText, quoted, later);
            const from = refused === undefined ? this.date(day, (0,yaml_reader/* nodeStart */.f)(key), keyText) : undefined;
            if (refused !== undefined)
                this.error((0,yaml_reader/* nodeStart */.f)(key), refused);
            if (from === undefined)
                valid = false;
            else
                chosen.push({ version: keyText, from });
        }
        return valid ? chosen : undefined;
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
/** Why `version` may not be named under `standard`, or undefined when it is one of its later ones. */
function versionRefused(standard, version, quoted, later) {
    if (later.includes(version))
        return undefined;
    const where = `standards: ${standard}:`;
    if (quoted.includes(version))
        return `${where} ${version} is the version the requirement table's ${standard} rows quote, which judges until a later one takes force; name the later version: ${(0,wording/* listOf */.c3)(later)}`;
    if (later.length === 0)
        return `${where} ${(0,shared_diagnostics/* quote */.hD)(version)} is not a version the requirement table knows: its ${standard} rows quote ${(0,wording/* listOf */.c3)(quoted)} and name no later version, so cip-sync cannot judge by it; remove it`;
    return `${where} ${(0,shared_diagnostics/* quote */.hD)(version)} is not a version the requirement table knows; the later version its ${standard} rows name is ${(0,wording/* listOf */.c3)(later)}`;
}

;// CONCATENATED MODULE: ./src/core/review/policy/file/parse-senior-manager.ts
// The policy file's `cip_senior_manager` (the CIP Senior Manager by name and the delegates with the
// actions delegated), `cip_002_last_approval` and `assessment_date_approvers` (who approves a moved
// planned date of a CIP-010 R3.4 action item), each problem at its place. Only people: a team is
// refused with what to write instead, since whoever manages a team would then make delegates, and
// the ledger keeps who approved, never a team's members on the day.
//
// CIP-003-8 R3: "Each Responsible Entity shall identify a CIP Senior Manager by name and document
// any change within 30 calendar days of the change."
// CIP-003-8 R4: "The Responsible Entity shall implement a documented process to delegate authority,
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
    return diagnostics.length === 0 && policy ? { policy, diagnostics } : { diagnostics };
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
    const [error] = parsed.diagnostics;
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
            this.error((0,yaml_reader/* nodeStart */.f)(doc.contents), `the policy must be a map with the keys version, rules, freezes, policy_owners, cip_senior_manager, cip_002_last_approval, calendar, baselines, patch_sources, vulnerability_assessments, assessment_date_approvers and standards, not ${(0,yaml_reader/* describeValue */.bp)(doc.contents)}`);
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

/***/ 1843:
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
// EXTERNAL MODULE: ./src/core/authority/authority-table.ts + 2 modules
var authority_table = __webpack_require__(7491);
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
    if (files.review !== "" && head.reviewText !== base.reviewText)
        changes.push({ kind: "review", file: files.review });
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
        case "senior-manager":
        case "source-commands":
            return `${change.changes.join("; ")} in ${change.file}`;
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
        if (change.kind === "policy")
            return (0,lifted_rules/* policyChangeRequirements */.Vn)(policy, { ...change, governs: governanceWords(change) }, base, policyOwners);
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
/* harmony export */   Vn: () => (/* binding */ policyChangeRequirements),
/* harmony export */   _S: () => (/* binding */ ruleWanted),
/* harmony export */   lt: () => (/* binding */ liftedRuleIds),
/* harmony export */   xV: () => (/* binding */ coversImpact)
/* harmony export */ });
/* harmony import */ var _authority_authority_table_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7491);
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
 * A change of the policy file, by the approvers the authority table gives the rules: the policy
 * owners, and for each base rule it removes or weakens, what that rule itself requires.
 */
function policyChangeRequirements(policy, change, base, policyOwners) {
    const { approvers } = (0,_authority_authority_table_js__WEBPACK_IMPORTED_MODULE_0__/* .authorityOf */ .vO)("policy-rules");
    const requirements = [];
    if (approvers.includes("policy-owners") && policyOwners !== undefined)
        requirements.push({ id: "policy-change", governs: change.governs, wanted: [policyOwners] });
    if (!approvers.includes("rule-approvers"))
        return requirements;
    for (const id of change.lifted) {
        const wanted = liftedRuleWanted(policy, id, base.documents, base.codeowners);
        if (wanted.length > 0)
            requirements.push({
                id: LIFTED_RULE_ID,
                governs: `the base rule ${(0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(id)}, which ${change.file} removes or weakens`,
                wanted,
            });
    }
    return requirements;
}


/***/ }),

/***/ 8464:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ withRecordedGovernance),
/* harmony export */   i: () => (/* binding */ recordGovernance)
/* harmony export */ });
/* harmony import */ var _policy_subjects_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6403);
/* harmony import */ var _governance_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1843);
// The changes to the rules as the plan comment's header records them (governance.ts computes them
// from the files): what a review event, whose checkout may not show the change, judges again at the
// base. A comment's words only say which change it was; each system's declaration is read again
// from the base, never from the comment.


function recordGovernance(changes) {
    return changes.map((change) => {
        if (change.kind === "review")
            return [change.kind, "", change.file, []];
        if (change.kind === "policy")
            return [change.kind, "", change.file, change.lifted];
        if (change.kind === "senior-manager" || change.kind === "source-commands")
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
        if (kind === "review")
            return [{ kind, file }];
        if (kind === "policy")
            return [{ kind, file, lifted: words }];
        // A comment's words are never trusted to narrow who approves: the CIP Senior Manager alone.
        if (kind === "senior-manager")
            return [{ kind, file, changes: words, approvalOnly: false }];
        if (kind === "source-commands")
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
/* harmony import */ var _file_parse_policy_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3403);
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
 * Senior Manager alone (a delegate cannot change the delegations: CIP-003-8 R4 has them "approved
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

// EXTERNAL MODULE: ./src/core/review/policy/governance/governance.ts + 1 modules
var governance_governance = __webpack_require__(1843);
// EXTERNAL MODULE: ./src/core/review/policy/governance/recorded-governance.ts
var recorded_governance = __webpack_require__(8464);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(2857);
// EXTERNAL MODULE: ./src/core/plan/saved/plan-schema.ts + 2 modules
var plan_schema = __webpack_require__(9036);
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
// EXTERNAL MODULE: ./src/core/review/policy/file/parse-policy.ts + 3 modules
var parse_policy = __webpack_require__(3403);
;// CONCATENATED MODULE: ./src/core/review/policy/base-policy.ts
// The owner policy as the base commit has it, made from the files read there and in the checkout
// (a pull request may change the checkout's): the policy parsed (an invalid one kept as such, with
// where and why, for the judgement to refuse), CODEOWNERS and the inventory documents parsed. Pure:
// the entry reads the files once, this only reads what they say.





function basePolicyOf(read) {
    const { baseSha, policyFile: file, reviewFile, sources, atBase, checkout } = read;
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
        },
        baseText: atBase.policy.text,
        baseReviewText: atBase.review?.text,
        reviewFile,
        baseSourceCommands: sources.atBase,
        sourcesFile: sources.file,
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
    };
    const files = { policy: base.source.file, review: base.reviewFile, sources: base.sourcesFile };
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

/***/ 1565:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ assertNever)
/* harmony export */ });
// Exhaustiveness by construction: a `switch` over a union ends in `default: assertNever(value)`,
// so a new member (an evidence record kind, an operation action) fails to compile until every
// consumer handles it, instead of being skipped at run time.
/** Unreachable when every member of the union is handled; names the member that was not. */
function assertNever(value) {
    const shown = JSON.stringify(value) ?? String(value);
    throw new Error(`unhandled case ${shown.slice(0, 200)}: a consumer misses a member of its union`);
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
;// CONCATENATED MODULE: ./src/core/sources/sources-issues.ts



/** zod's issues of the file, each entry's complete, a misspelt key reported once. */
function sourcesIssues(issues) {
    return withoutMisspeltKeys(issues.flatMap(withEntryIssues));
}
/** The keys only one kind has, by which an entry without a kind tells which it is. */
const KIND_KEYS = {
    csv: ["file", "columns", "where"],
    netbox: ["url", "filters", "system", "type", "asset_name"],
    command: ["run", "env", "timeout_seconds"],
};
const SOURCE_KINDS = Object.keys(KIND_KEYS);
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
        ? issue.keys.flatMap((key) => (0,shared_names/* closestNames */.g9)(key, SOURCES_KEYS, 1).map((name) => pathText([...issue.path, name])))
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
/** Every key a sources file can hold, for the did-you-mean of an unknown one. */
const SOURCES_KEYS = [
    "version",
    "sources",
    "name",
    "kind",
    "systems",
    "out",
    "file",
    "columns",
    "system",
    "type",
    "types",
    "where",
    "url",
    "filters",
    "asset_name",
    "field",
    "map",
    "run",
    "env",
    "timeout_seconds",
    "cyber_system",
    "facility",
    "control_center",
];
function describeIssue(issue, badKey) {
    const where = issue.path.length > 0 ? `${pathText(issue.path)}: ` : "";
    const fixIt = `${where}${issue.message.replace(/^Invalid input: /, "")}; fix the value`;
    switch (issue.code) {
        case "unrecognized_keys": {
            const [suggestion] = (0,shared_names/* closestNames */.g9)(badKey ?? "", SOURCES_KEYS, 1);
            return suggestion === undefined
                ? `${where}unknown key ${(0,shared_diagnostics/* quote */.hD)(badKey ?? "")}; remove it (the sources page of the manual lists the keys of each kind)`
                : `${where}unknown key ${(0,shared_diagnostics/* quote */.hD)(badKey ?? "")}; did you mean ${(0,shared_diagnostics/* quote */.hD)(suggestion)}?`;
        }
        case "invalid_union":
            if (issue.path.at(-2) === "systems") {
                return `${where}a system is its name (or id), or { cyber_system: NAME, facility: NAME } (or control_center: NAME) where the name repeats at another facility or control center; not ${valueText(issue.input)}`;
            }
            return kindOf(issue.input) === undefined
                ? missingKind(issue.path.slice(0, -1), likelyKind(issue.input))
                : `${where}must be csv, netbox or command${suggestionFor(kindOf(issue.input), SOURCE_KINDS)}`;
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
        ? "add it: csv, netbox or command"
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
    env: "write a list of variable names, for example env: [SNOW_INSTANCE]",
    sources: "write a list, each source starting with - name: (see docs/sources.md)",
    columns: "name the header of each column, for example columns: { name: hostname, system: cip_system, type: asset_class }",
    types: "map each of the source's type values to hardware or software, for example types: { RTU: hardware, Application: software }",
    map: "map each of NetBox's type values to hardware or software, for example map: { rtu: hardware }",
    url: "write NetBox's base address, for example url: https://netbox.example.internal",
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
            return `must be a web address starting with https:// (or http:// on loopback), not ${valueText(input)}`;
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
    const docs = (0,yaml_reader/* parseYamlDocuments */.v)(text, lineCounter);
    // Exactly one document: a first and no second.
    const [doc, second] = docs;
    if (doc === undefined || second !== undefined) {
        return fail([
            error(second?.range[0] ?? 0, `${file} must hold exactly one YAML document (found ${docs.length}); start from "version: 1" and a "sources:" list`),
        ]);
    }
    const explained = (0,yaml_syntax/* explainSyntaxErrors */.I)(text, doc.errors);
    if (explained !== undefined)
        return fail([error(explained.offset, explained.message)]);
    const syntax = [...doc.errors, ...doc.warnings];
    if (syntax.length > 0) {
        return fail(syntax.map((problem) => error(problem.pos[0], `invalid YAML: ${problem.message}`)));
    }
    const raw = doc.toJS({ maxAliasCount: 0 });
    // reportInput: a message can tell a missing key from a value of the wrong type, and quote it.
    const checked = sources_schema/* sourcesFileSchema */.W8.safeParse(raw, { reportInput: true });
    const locate = (definition, index) => ({
        definition,
        location: at(placeOf(doc, ["sources", index], []).offset),
        systemLocations: definition.systems.map((_, system) => at(placeOf(doc, ["sources", index, "systems", system], []).offset)),
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
    for (const [index, source] of sources.entries()) {
        for (const other of sources.slice(0, index)) {
            if (!nested(source.definition.out, other.definition.out))
                continue;
            error(source.location, `out ${(0,shared_diagnostics/* quote */.hD)(source.definition.out)} of source ${(0,shared_diagnostics/* quote */.hD)(source.definition.name)} overlaps out ${(0,shared_diagnostics/* quote */.hD)(other.definition.out)} of source ${(0,shared_diagnostics/* quote */.hD)(other.definition.name)} (${(0,shared_diagnostics/* formatLocation */.j$)(other.location)}); give each source its own directory`, other.location);
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

/***/ 9937:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AA: () => (/* binding */ applyFromSource),
  Ed: () => (/* binding */ loadOnce),
  rW: () => (/* binding */ planFromSource),
  EC: () => (/* binding */ validateOffline)
});

// UNUSED EXPORTS: applyVerified, exportFromService, formatFromSource, patchSourceProblems, validateFromSource

// EXTERNAL MODULE: ./src/core/plan/commissioning.ts + 1 modules
var commissioning = __webpack_require__(4105);
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

// EXTERNAL MODULE: ./src/core/plan/cycles.ts
var plan_cycles = __webpack_require__(4464);
// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var sha256 = __webpack_require__(7154);
;// CONCATENATED MODULE: ./src/core/plan/rename-cycles.ts
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
    return (0,plan_cycles/* cyclesOf */.J)(renaming, renamedFrom).map((cycle) => {
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
    const cycles = (0,plan_cycles/* cyclesOf */.J)(renames, (draft) => draft.vacates === undefined ? undefined : takerOf.get(draft.vacates));
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

// EXTERNAL MODULE: ./src/core/plan/possible-renames.ts
var possible_renames = __webpack_require__(3322);
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

// EXTERNAL MODULE: ./src/io/checkout/inventory-files.ts + 1 modules
var inventory_files = __webpack_require__(9361);
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
                message: `cyber system ${(0,shared_diagnostics/* quote */.hD)(document.cyberSystem.value)} is owned by source ${(0,shared_diagnostics/* quote */.hD)(owner.source.definition.name)} (${(0,shared_diagnostics/* formatLocation */.j$)(declared)}), which generates its document into ${directory}: remove this hand-written document and change the source instead (or take the system out of the source's systems)`,
                location: document.cyberSystem.location,
                related: [declared],
            },
        ];
    });
}

// EXTERNAL MODULE: ./src/io/sources/sources-file.ts
var sources_file = __webpack_require__(2822);
;// CONCATENATED MODULE: ./src/engine/source-ownership.ts




/**
 * The inventory files at `source` (or those `loaded` read already), with the sources file's
 * problems added when `sources` is given: the Action's plan and validate read cip-sources.yaml
 * when present, as the CLI's validate does. Both files are read before either is judged.
 */
async function loadOwnedInventory(source, sources, loaded) {
    const files = await (loaded?.() ?? (0,inventory_files/* loadInventory */.pl)(source));
    if (sources === undefined)
        return files;
    const parsed = await (0,sources_file/* loadSourcesFile */.r)(sources);
    const fileInRoot = (0,sources_file/* fileInRootOf */.V)(sources);
    const problems = ownership_sourcesFileProblems(parsed, files.documents, fileInRoot);
    if (problems.length === 0)
        return files;
    return { ...files, diagnostics: [...files.diagnostics, ...problems].sort(shared_diagnostics/* compareDiagnostics */.oV) };
}
/** The sources file at `location` read, and its problems and the hand-written documents judged. */
async function sourceOwnershipProblems(location, documents) {
    const parsed = await loadSourcesFile(location);
    const fileInRoot = fileInRootOf(location);
    return sourcesFileProblems(parsed, documents, fileInRoot);
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
// EXTERNAL MODULE: ./src/core/patches/plan-sources.ts
var plan_sources = __webpack_require__(3192);
// EXTERNAL MODULE: ./src/core/shared/calendar.ts
var calendar = __webpack_require__(8291);
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
/** Each dangling reference and each date after today, as an error at its place. */
function patchReferenceProblems(inputs) {
    const known = knownNames(inputs);
    return inputs.references.flatMap((reference) => {
        const message = problemOf(reference, known, inputs);
        return message === undefined
            ? []
            : [{ severity: "error", location: reference.at, message }];
    });
}
function knownNames(inputs) {
    const items = new Map();
    const add = (item) => items.set((0,patch_files/* itemKey */.Dh)(item), item.name);
    for (const source of inputs.sources?.sources ?? [])
        source.covers.forEach(add);
    for (const document of inputs.documents)
        for (const asset of document.assets) {
            const held = (0,baseline_items/* patchedItemsOf */.L$)(asset.baseline?.content ?? {});
            for (const kind of patch_files/* PATCHED_ITEMS */.Rp)
                for (const { name } of held[kind])
                    add({ kind, name });
        }
    const patches = new Map();
    for (const evaluation of inputs.evaluations)
        for (const patch of evaluation.patches)
            patches.set((0,patch_files/* patchKey */.kP)(patch.id), patch.id);
    return {
        items,
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
    }
}
/** "did you mean X? Otherwise FIX" with the closest of `names`, or only the fix. */
function meant(wanted, names, fix) {
    const [closest] = (0,shared_names/* closestNames */.g9)(wanted, names, 1);
    return closest === undefined ? fix : `did you mean ${(0,shared_diagnostics/* quote */.hD)(closest)}? Otherwise ${fix}`;
}

// EXTERNAL MODULE: ./src/core/assessments/commissioning-assessments.ts
var commissioning_assessments = __webpack_require__(366);
;// CONCATENATED MODULE: ./src/engine/patch-sources.ts




/** The plan's CIP-007 R2 checks, when the route asked for them (`patchSources`). */
function patchSourcesOf(documents, read, existing) {
    if (read === undefined)
        return { check: undefined, problems: [] };
    const references = referenceProblems(documents, read);
    const outcome = (0,plan_sources/* checkPatchSources */.PY)({
        documents,
        sources: read.files.sources,
        existing,
        rule: read.rule,
    });
    return { ...outcome, problems: [...references, ...outcome.problems] };
}
/** The plan's CIP-010 R3.3 check, when the route asked for the reviewed files. */
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
    return [...read.files.diagnostics, ...(0,plan_sources/* patchSourceWarnings */.VE)(check)];
}
/** The files' dangling references and later dates, once every file reads without an error. */
function referenceProblems(documents, read) {
    if ((0,shared_diagnostics/* hasErrors */.Cs)(read.files.diagnostics))
        return [];
    return patchReferenceProblems({
        references: read.files.references,
        sources: read.files.sources,
        evaluations: read.files.evaluations,
        documents,
        now: new Date(read.now ?? Date.now()),
    });
}

// EXTERNAL MODULE: ./src/core/patches/parse-mitigation-plan.ts
var parse_mitigation_plan = __webpack_require__(7877);
// EXTERNAL MODULE: ./src/core/patches/parse-patch-evaluation.ts
var parse_patch_evaluation = __webpack_require__(9786);
// EXTERNAL MODULE: ./src/core/patches/parse-patch-sources.ts
var parse_patch_sources = __webpack_require__(3049);
;// CONCATENATED MODULE: ./src/core/patches/patch-file-changes.ts





/**
 * The patch files of `head` (path from the repository root → text) against those of the commit
 * compared with; undefined when none is added, changed or removed. The head's files are valid
 * (the plan refuses one that is not before it gets here).
 */
function patchFileChanges(head, base, comparedWith) {
    const files = [];
    for (const [file, text] of head) {
        const was = base.get(file);
        if (was === text)
            continue;
        files.push({ file, change: was === undefined ? "added" : "changed", ...contentOf(file, text) });
    }
    for (const file of base.keys())
        if (!head.has(file))
            files.push({ file, change: "removed" });
    if (files.length === 0)
        return undefined;
    files.sort((a, b) => (0,shared_names/* compareCodePoints */.OP)(a.file, b.file));
    return { compared_with: comparedWith, files };
}
function contentOf(file, text) {
    if (file === patch_files/* PATCH_SOURCES_FILE */.DK) {
        const sources = (0,parse_patch_sources/* parsePatchSourcesText */.J)(text, file).value;
        return sources === undefined ? {} : sourcesShown(sources);
    }
    if (file.startsWith(`${patch_files/* EVALUATIONS_FOLDER */.nH}/`)) {
        const evaluation = (0,parse_patch_evaluation/* parsePatchEvaluationText */.t)(text, file).value;
        return evaluation === undefined ? {} : { evaluation: evaluationShown(evaluation) };
    }
    if (file.startsWith(`${patch_files/* PLANS_FOLDER */.Cw}/`)) {
        const plan = (0,parse_mitigation_plan/* parseMitigationPlanText */.b)(text, file).value;
        return plan === undefined ? {} : { plan: planShown(plan) };
    }
    return {};
}
function sourcesShown(sources) {
    return {
        sources: sources.sources.map((source) => ({
            id: source.id,
            name: source.name,
            covers: source.covers.map(patch_files/* itemText */.rv),
        })),
        no_source: sources.noSource.map((declaration) => ({
            item: (0,patch_files/* itemText */.rv)(declaration.item),
            kind: declaration.kind,
            reason: declaration.reason,
        })),
    };
}
function evaluationShown(evaluation) {
    return {
        source: evaluation.source,
        releases_since: evaluation.releasesSince,
        patches: evaluation.patches.map((patch) => ({
            id: patch.id,
            released: patch.released,
            item: (0,patch_files/* itemText */.rv)(patch.item),
            applicable: patch.applicable,
            ...(patch.reason === undefined ? {} : { reason: patch.reason }),
        })),
    };
}
function planShown(plan) {
    return {
        id: plan.id,
        patches: plan.patches,
        actions: plan.actions,
        timeframe: (0,patch_files/* timeframeText */.OD)(plan.timeframe),
        ...(plan.eventOccurredOn === undefined ? {} : { event_occurred_on: plan.eventOccurredOn }),
        ...(plan.implementedOn === undefined ? {} : { implemented_on: plan.implementedOn }),
    };
}

// EXTERNAL MODULE: ./src/io/checkout/patch-files.ts
var checkout_patch_files = __webpack_require__(3073);
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
    return { ...loaded, diagnostics, online: true };
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
        : (0,baseline_deviations/* compareBaselines */.Sc)(resolution.resolved, planned.plan.baselines, existing);
    const patches = patchSourcesOf(loaded.documents, patchFiles, existing);
    const commissioning = commissioningAssessmentsOf(resolution.resolved, live, patchFiles, existing);
    const refusals = [...patches.problems, ...commissioning.problems];
    if ((0,shared_diagnostics/* hasErrors */.Cs)(refusals))
        return { status: "invalid", diagnostics: [...all, ...refusals].sort(shared_diagnostics/* compareDiagnostics */.oV) };
    const patchChanges = await patchFileChangesOf(settings);
    const plan = {
        ...planned.plan,
        ...(comparison === undefined ? {} : { baseline_deviations: comparison }),
        ...(patches.check === undefined ? {} : { patch_sources: patches.check }),
        ...(commissioning.check === undefined
            ? {}
            : { commissioning_assessments: commissioning.check }),
        ...(patchChanges === undefined
            ? {}
            : {
                patch_files: patchChanges,
                // The fingerprint covers the patch files the plan shows: their approval rests on it.
                fingerprint: (0,fingerprint/* fingerprintPlan */.Ef)(planned.plan.operations, planned.plan.baselines, patchChanges.files),
            }),
        warnings,
        inputs: { ...inputs, declared },
    };
    return { status: "planned", plan, live, declared: resolution.resolved, diagnostics: all };
}
/** The patch files the change adds, changes or removes, when the route compares them. */
async function patchFileChangesOf(settings) {
    if (settings.patchFilesAtBase === undefined)
        return undefined;
    const head = await (0,checkout_patch_files/* readCheckoutPatchFiles */.k)((0,external_node_path_.resolve)(settings.source.cwd, settings.source.root));
    // A checkout without patch files reads nothing more: removing every one takes nothing out of
    // force (the sources in force stay tracked), as the merge's record carries none then.
    if (head.size === 0)
        return undefined;
    const base = await settings.patchFilesAtBase();
    return patchFileChanges(head, base.files, base.comparedWith);
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

/***/ 9725:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ readCheckoutAssessmentFiles),
/* harmony export */   u: () => (/* binding */ readAssessmentFiles)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_calendar_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8291);
/* harmony import */ var _core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7273);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9130);
/* harmony import */ var _core_shared_names_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2885);
/* harmony import */ var _core_assessments_parse_assessment_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6075);
/* harmony import */ var _core_assessments_assessment_files_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4683);
/* harmony import */ var _optional_file_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4928);
// The CIP-010 R3 files of a checkout: every assessment file directly in vulnerability-assessments/
// (core/assessments/assessment-files.ts isAssessmentFile). Read whole for a merge's record, as
// the patch files are (patch-files.ts), and parsed for review, so that a broken file is refused at
// review, not first when the ledger reads it (where it would put nothing in force); a date in one
// is judged against the latest day any time zone has reached now. A file that cannot be read is
// an error at its path, never taken for an absent one.









/** Each assessment file of the checkout at `root` and its text, by path from `root`, for a record. */
async function readCheckoutAssessmentFiles(root) {
    const files = new Map();
    for (const path of await assessmentPaths(root)) {
        const text = await (0,_optional_file_js__WEBPACK_IMPORTED_MODULE_7__/* .readTextIfPresent */ .G)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, path));
        if (text !== undefined)
            files.set(path, text);
    }
    return files;
}
/**
 * The assessment files under `root`, each problem at its file:line:column named from `cwd` as the
 * inventory files are; none when the checkout keeps no such file.
 */
async function readAssessmentFiles(root, cwd, now) {
    const files = [];
    const diagnostics = [];
    const latest = (0,_core_shared_calendar_js__WEBPACK_IMPORTED_MODULE_2__/* .latestDateAt */ .nS)(now);
    for (const path of await assessmentPaths(root)) {
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd), (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, path)).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join("/");
        try {
            const text = await (0,_optional_file_js__WEBPACK_IMPORTED_MODULE_7__/* .readTextIfPresent */ .G)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, path));
            if (text === undefined)
                continue;
            const parsed = (0,_core_assessments_parse_assessment_js__WEBPACK_IMPORTED_MODULE_5__/* .parseAssessmentText */ .X)(text, file, { latest });
            diagnostics.push(...parsed.diagnostics);
            if (parsed.value !== undefined && !(0,_core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .hasErrors */ .Cs)(parsed.diagnostics))
                files.push(parsed.value);
        }
        catch (error) {
            diagnostics.push({
                severity: "error",
                location: { file, line: 1, column: 1 },
                message: `${file} cannot be read (${(0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .errorMessage */ .g)(error)}); make it a readable UTF-8 file, or remove it`,
            });
        }
    }
    return { files, diagnostics: diagnostics.sort(_core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .compareDiagnostics */ .oV) };
}
async function assessmentPaths(root) {
    const paths = [];
    for await (const path of (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.glob)(`${_core_assessments_assessment_files_js__WEBPACK_IMPORTED_MODULE_6__/* .ASSESSMENTS_FOLDER */ .Jy}/*.yaml`, { cwd: root }))
        paths.push(path.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join("/"));
    return paths.filter(_core_assessments_assessment_files_js__WEBPACK_IMPORTED_MODULE_6__/* .isAssessmentFile */ .B0).sort(_core_shared_names_js__WEBPACK_IMPORTED_MODULE_4__/* .compareCodePoints */ .OP);
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
// (the evidence history of a clone, the facts of a checkout a CLI change record names).

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
        child.on("close", (code) => resolve({
            code: overflowed ? null : code,
            stdout: Buffer.concat(out).toString("utf8"),
            stderr: Buffer.concat(err).toString("utf8"),
        }));
    });
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

/***/ 4928:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ readTextIfPresent),
/* harmony export */   w: () => (/* binding */ readNamedFile)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9130);
// A file that may not exist: its text, or undefined when there is none. Any other failure (no
// permission, a directory) is an error, never read as absence.



async function readTextIfPresent(path) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, "utf8");
    }
    catch (error) {
        if ((0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorCode */ .C)(error) === "ENOENT")
            return undefined;
        throw error;
    }
}
/** The checkout's file an input names, relative to `root`: a file named "" (the input empty) is none. */
function readNamedFile(root, file) {
    return file === "" ? Promise.resolve(undefined) : readTextIfPresent((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, file));
}


/***/ }),

/***/ 3073:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ readPatchFiles),
/* harmony export */   k: () => (/* binding */ readCheckoutPatchFiles)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7273);
/* harmony import */ var _core_shared_errors_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(9130);
/* harmony import */ var _core_shared_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2885);
/* harmony import */ var _core_patches_patch_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3146);
/* harmony import */ var _core_patches_parse_patch_sources_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3049);
/* harmony import */ var _core_patches_parse_patch_evaluation_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9786);
/* harmony import */ var _core_patches_parse_mitigation_plan_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7877);
/* harmony import */ var _core_evidence_records_in_force_patch_files_record_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4504);
/* harmony import */ var _optional_file_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(4928);
// The CIP-007 R2 files of a checkout: cip-patch-sources.yaml at the repository root (when there
// is one), every evaluation under patch-evaluations/ and every mitigation plan in patch-plans/
// (core/evidence/records/in-force/patch-files-record.ts isPatchFile). Read for review, each parsed with
// positions (core/patches), so that a broken file is refused at review, not first when the ledger
// reads it; and read whole for a merge's record. A file that cannot be read is an error at its
// path, never taken for an absent one.











/** The patch files under `root`, named relative to `cwd` as the inventory files are. */
async function readPatchFiles(root, cwd) {
    const shown = (path) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd), (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, path)).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join("/");
    const diagnostics = [];
    const references = [];
    const read = async (path, parse) => {
        const file = shown(path);
        try {
            const text = await (0,_optional_file_js__WEBPACK_IMPORTED_MODULE_9__/* .readTextIfPresent */ .G)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, path));
            if (text === undefined)
                return undefined;
            const parsed = parse(text, file);
            diagnostics.push(...parsed.diagnostics);
            references.push(...(parsed.references ?? []));
            return parsed.value;
        }
        catch (error) {
            diagnostics.push({
                severity: "error",
                location: { file, line: 1, column: 1 },
                message: `${file} cannot be read (${(0,_core_shared_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .errorMessage */ .g)(error)}); make it a readable UTF-8 file, or remove it`,
            });
            return undefined;
        }
    };
    const sources = await read(_core_patches_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .PATCH_SOURCES_FILE */ .DK, _core_patches_parse_patch_sources_js__WEBPACK_IMPORTED_MODULE_5__/* .parsePatchSourcesText */ .J);
    const evaluations = [];
    for (const path of await filesUnder(root, EVALUATIONS_PATTERN)) {
        const evaluation = await read(path, _core_patches_parse_patch_evaluation_js__WEBPACK_IMPORTED_MODULE_6__/* .parsePatchEvaluationText */ .t);
        if (evaluation !== undefined)
            evaluations.push(evaluation);
    }
    const plans = [];
    for (const path of await filesUnder(root, PLANS_PATTERN)) {
        const plan = await read(path, _core_patches_parse_mitigation_plan_js__WEBPACK_IMPORTED_MODULE_7__/* .parseMitigationPlanText */ .b);
        if (plan !== undefined)
            plans.push(plan);
    }
    return {
        sources,
        evaluations,
        plans,
        references,
        diagnostics: diagnostics.sort(_core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .compareDiagnostics */ .oV),
    };
}
/** Each patch file of the checkout at `root` and its text, by path from `root`, for a record. */
async function readCheckoutPatchFiles(root) {
    const files = new Map();
    const paths = [
        _core_patches_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .PATCH_SOURCES_FILE */ .DK,
        ...(await filesUnder(root, EVALUATIONS_PATTERN)),
        ...(await filesUnder(root, PLANS_PATTERN)),
    ].sort(_core_shared_names_js__WEBPACK_IMPORTED_MODULE_3__/* .compareCodePoints */ .OP);
    for (const path of paths) {
        const text = await (0,_optional_file_js__WEBPACK_IMPORTED_MODULE_9__/* .readTextIfPresent */ .G)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, path));
        if (text !== undefined)
            files.set(path, text);
    }
    return files;
}
const EVALUATIONS_PATTERN = `${_core_patches_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .EVALUATIONS_FOLDER */ .nH}/**/*.yaml`;
const PLANS_PATTERN = `${_core_patches_patch_files_js__WEBPACK_IMPORTED_MODULE_4__/* .PLANS_FOLDER */ .Cw}/*.yaml`;
/** The files `pattern` matches under `root`, with forward slashes, in code-point order. */
async function filesUnder(root, pattern) {
    const paths = [];
    for await (const path of (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.glob)(pattern, { cwd: root }))
        paths.push(path.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join("/"));
    return paths.filter(_core_evidence_records_in_force_patch_files_record_js__WEBPACK_IMPORTED_MODULE_8__/* .isPatchFile */ .VL).sort(_core_shared_names_js__WEBPACK_IMPORTED_MODULE_3__/* .compareCodePoints */ .OP);
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
/** The parsed file; undefined when the default file does not exist. */
/** A document's file relative to the repository root of `location`, as a source's `out` is written. */
function fileInRootOf(location) {
    const root = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(location.cwd, location.root);
    return (file) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(location.cwd, file)).split("\\").join("/");
}
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
/* harmony import */ var _core_inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5168);
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
        // The fingerprint covers them: a saved plan without them could never be applied.
        baselines: plan.baselines?.map(orderedBaseline),
        baseline_deviations: orderedComparison(plan.baseline_deviations),
        patch_sources: orderedPatchSources(plan.patch_sources),
        commissioning_assessments: orderedCommissioning(plan.commissioning_assessments),
        // The fingerprint covers them too: what R2.2 and R2.3 approvals rest on.
        patch_files: plan.patch_files && {
            compared_with: plan.patch_files.compared_with,
            files: plan.patch_files.files.map((shown) => ({
                file: shown.file,
                change: shown.change,
                sources: shown.sources?.map(({ id, name, covers }) => ({ id, name, covers })),
                no_source: shown.no_source?.map(({ item, kind, reason }) => ({ item, kind, reason })),
                evaluation: shown.evaluation && {
                    source: shown.evaluation.source,
                    releases_since: shown.evaluation.releases_since,
                    patches: shown.evaluation.patches.map((patch) => ({
                        id: patch.id,
                        released: patch.released,
                        item: patch.item,
                        applicable: patch.applicable,
                        reason: patch.reason,
                    })),
                },
                plan: shown.plan && {
                    id: shown.plan.id,
                    patches: [...shown.plan.patches],
                    actions: [...shown.plan.actions],
                    timeframe: shown.plan.timeframe,
                    event_occurred_on: shown.plan.event_occurred_on,
                    implemented_on: shown.plan.implemented_on,
                },
            })),
        },
        safety: {
            managed_live_assets: plan.safety.managed_live_assets,
            violations: plan.safety.violations.map((violation) => ({
                rule: violation.rule,
                message: violation.message,
            })),
        },
        warnings: plan.warnings.map(orderedDiagnostic),
        inputs: plan.inputs && {
            patterns: [...plan.inputs.patterns],
            root: plan.inputs.root,
            declared: plan.inputs.declared,
        },
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
                possible_rename: orderedRename(operation.possible_rename),
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
                possible_rename: orderedRename(operation.possible_rename),
            };
    }
}
/** The baselines against the existing ones, keys in the model's order. */
function orderedComparison(comparison) {
    if (comparison === undefined)
        return undefined;
    if (comparison.compared_with === null)
        return { compared_with: null, not_compared: comparison.not_compared };
    return {
        compared_with: comparison.compared_with,
        deviations: comparison.deviations.map((deviation) => ({
            asset: deviation.asset,
            asset_id: deviation.asset_id,
            cyber_system: deviation.cyber_system,
            cyber_system_id: deviation.cyber_system_id,
            items: deviation.items.map(({ item, added, removed }) => ({
                item,
                added: [...added],
                removed: [...removed],
            })),
            opens: [...deviation.opens],
        })),
    };
}
/** A declared baseline, its keys in code-point order (the planner's), items in R1.1's order. */
function orderedBaseline(baseline) {
    const { items } = baseline;
    return {
        asset: baseline.asset,
        asset_id: baseline.asset_id,
        asset_type: baseline.asset_type,
        class: baseline.class,
        completed_on: baseline.completed_on,
        cyber_system: baseline.cyber_system,
        cyber_system_id: baseline.cyber_system_id,
        digest: baseline.digest,
        erc: baseline.erc,
        impact: baseline.impact,
        items: items && (0,_core_inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_0__/* .mapItemDigests */ .Z9)(items, (digest) => digest),
        kind: baseline.kind,
        patched: baseline.patched,
    };
}
/** The CIP-010-4 R3.3 check, keys in the model's order. */
function orderedCommissioning(check) {
    return (check && {
        setting: check.setting,
        commissioned: check.commissioned.map((entry) => ({
            cyber_system: entry.cyber_system,
            asset: entry.asset,
            class: entry.class,
            location: orderedLocation(entry.location),
            evidence: entry.evidence.map((evidence) => ({ ...evidence })),
            gap: entry.gap,
            not_judged: entry.not_judged,
        })),
    });
}
/** The CIP-007 R2.1 check, keys in the model's order. */
function orderedPatchSources(check) {
    return (check && {
        sources_file: check.sources_file,
        setting: check.setting,
        missing: check.missing.map((gap) => ({
            cyber_system: gap.cyber_system,
            asset: gap.asset,
            item: gap.item,
            name: gap.name,
            version: gap.version,
            location: orderedLocation(gap.location),
            change: gap.change,
        })),
        not_seen: check.not_seen.map((asset) => ({
            cyber_system: asset.cyber_system,
            asset: asset.asset,
            location: orderedLocation(asset.location),
        })),
    });
}
function orderedRename(rename) {
    return (rename && {
        declared: rename.declared,
        live: rename.live,
        ...(rename.candidates ? { candidates: rename.candidates } : {}),
    });
}
/**
 * How each field of an update's `changes` is written, in the plan schema's key order. Typed over
 * every key of the plan model's `changes`: a new field fails to compile here until it is written.
 */
const CHANGE_JSON = {
    name: (change) => ({ from: change.from, to: change.to }),
    cyber_system: (change) => ({ from: orderedSystem(change.from), to: orderedSystem(change.to) }),
    asset_type: (change) => ({ from: change.from, to: change.to }),
};
function orderedChanges(changes) {
    const ordered = {};
    const write = (field) => {
        const change = changes[field];
        if (change !== undefined)
            ordered[field] = CHANGE_JSON[field](change);
    };
    for (const field of Object.keys(CHANGE_JSON))
        write(field);
    return ordered;
}
function orderedSystem(system) {
    const { parent } = system;
    return {
        id: system.id,
        impact: system.impact,
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
/* harmony import */ var _core_shared_wording_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2205);
/* harmony import */ var _shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8549);
/* harmony import */ var _shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7924);
/* harmony import */ var _core_plan_possible_renames_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3322);
/* harmony import */ var _plan_view_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2997);
/* harmony import */ var _shared_baseline_deviation_words_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1015);
/* harmony import */ var _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6800);
/* harmony import */ var _shared_patch_file_words_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(7437);
/* harmony import */ var _shared_patch_source_words_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2346);
// Plans for terminals (apply-text.ts has what an apply did). Deletes come first and stand out (they are
// permanent); safety violations and warnings come last, where the eye lands when output ends.
// Every name and message goes through revealHiddenCharacters, so none can restyle the terminal.











function renderPlanText(plan, style) {
    const view = (0,_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .viewPlan */ .Dw)(plan);
    const blocks = [];
    if (plan.operations.length === 0) {
        blocks.push([
            (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "bold", (0,_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .noOperationsWords */ .Ll)(plan.baseline_deviations, plan.patch_files)),
        ]);
    }
    else {
        blocks.push([
            (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "bold", (0,_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .planSummaryLine */ .uK)(plan.summary)),
            `Fingerprint: ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(plan.fingerprint)}`,
        ]);
    }
    if (view.deletes.length > 0) {
        blocks.push([
            (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "boldRed", `DELETE: ${(0,_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .deleteHeadline */ .o2)(view.deletes.length)}`),
            // "Deletion cannot be undone through the API:" and what that means, a line each.
            ..._plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .DELETE_CONSEQUENCE */ .y0.split(/(?<=:) /).map((part) => (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "red", `  ${part}`)),
            // Per system, so that each line names only the asset: readable at 80 columns.
            ...(0,_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .groupBySystem */ .gJ)(view.deletes, (operation) => operation.cyber_system).flatMap((group) => [
                `  ${systemHeading(group.system)}:`,
                ...group.items.map((operation) => (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "red", `    - ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(operation.name)} (${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(operation.asset_id)}), ${operation.asset_type}${renamedFromWords(operation)}`)),
            ]),
        ]);
    }
    const renamed = (0,_core_plan_possible_renames_js__WEBPACK_IMPORTED_MODULE_4__/* .renamedDeletes */ .tL)(plan.operations);
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
    if (plan.patch_files !== undefined)
        blocks.push(patchFileTextLines(plan.patch_files, style));
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
            (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "boldYellow", `${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_9__/* .countOf */ .pq)(plan.warnings.length, "warning")}:`),
            ...plan.warnings.flatMap((warning) => (0,_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .diagnosticTextLines */ .sN)(warning, style)),
        ]);
    }
    return blocks.map((lines) => `${lines.join("\n")}\n`).join("\n");
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
        const note = rename ? `, ${_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .POSSIBLY_RENAMED */ .Z$} to ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(rename.live)}` : "";
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
    return rename.candidates
        ? `, ${_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .POSSIBLY_RENAMED */ .Z$}`
        : `, ${_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .POSSIBLY_RENAMED */ .Z$} from ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(rename.declared)}`;
}
/** Each possible rename with the line that keeps the record, and the other way out. */
function possibleRenameLines(renamed, style) {
    return [
        (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "boldRed", `POSSIBLY RENAMED IN THE SERVICE: ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_9__/* .countOf */ .pq)(renamed.length, "asset")}.`),
        (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "red", `  ${_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .REPLACE_CONSEQUENCE */ .BA}`),
        ...renamed.flatMap((operation) => {
            const rename = operation.possible_rename;
            return [
                `  - ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(rename.live)} (${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(operation.asset_id)}), ${operation.asset_type}, in ${systemLabel(operation.cyber_system)}, ${(0,_core_plan_possible_renames_js__WEBPACK_IMPORTED_MODULE_4__/* .declaredAsWords */ .mw)(rename, _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)}`,
                `    keep the record: ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)((0,_core_plan_possible_renames_js__WEBPACK_IMPORTED_MODULE_4__/* .renameFixLine */ .gP)(rename, operation.asset_type))}`,
                `    ${(0,_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .adoptLiveNameWords */ .Nk)(rename, _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)}`,
            ];
        }),
    ];
}
function unmanagedLines(unmanaged, style) {
    const one = unmanaged.length === 1;
    return [
        (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "bold", `Kept, not managed (prune: false): ${(0,_core_shared_wording_js__WEBPACK_IMPORTED_MODULE_9__/* .countOf */ .pq)(unmanaged.length, "live asset")} ${one ? "is" : "are"} not in the declaration and ${one ? "is" : "are"} left as ${one ? "it is" : "they are"}:`),
        ...(0,_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .groupBySystem */ .gJ)(unmanaged, (asset) => asset.cyber_system).flatMap((group) => [
            `  ${systemHeading(group.system)}:`,
            ...group.items.map((asset) => `    = ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(asset.name)} (${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(asset.asset_id)}), ${asset.asset_type}`),
        ]),
    ];
}
/** The baselines against the existing ones: each deviation under its system, an item a line. */
function baselineLines(comparison, style) {
    const heading = (0,_shared_baseline_deviation_words_js__WEBPACK_IMPORTED_MODULE_6__/* .baselineComparisonWords */ .yM)(comparison);
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
        lines.push((0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "yellow", `    ~ ${(0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(deviation.asset)}${id}: ${(0,_shared_baseline_deviation_words_js__WEBPACK_IMPORTED_MODULE_6__/* .opensWords */ .vA)(deviation.opens)}`), ...deviation.items.map((item) => `        ${(0,_shared_baseline_deviation_words_js__WEBPACK_IMPORTED_MODULE_6__/* .itemChangeWords */ .dV)(item, _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)}`));
    }
    return lines;
}
/** The patch files the change adds, changes or removes, each as it is approved. */
function patchFileTextLines(changes, style) {
    const code = (text) => JSON.stringify((0,_core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)(text));
    return [
        (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "bold", (0,_shared_patch_file_words_js__WEBPACK_IMPORTED_MODULE_10__/* .patchFilesHeading */ .Q2)(changes, _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)),
        ...changes.files.flatMap((shown) => {
            const { line, details } = (0,_shared_patch_file_words_js__WEBPACK_IMPORTED_MODULE_10__/* .patchFileLines */ .GT)(shown, code, _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr);
            return [`  ${line}`, ...details.map((detail) => `      ${detail}`)];
        }),
    ];
}
/** The CIP-007 R2.1 check: the gaps this change makes first, then the existing ones. */
function patchSourceLines(check, style) {
    const { byChange, existing } = (0,_shared_patch_source_words_js__WEBPACK_IMPORTED_MODULE_8__/* .gapsInOrder */ .Bc)(check);
    const lines = [
        (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, check.missing.length === 0 ? "bold" : "boldYellow", (0,_shared_patch_source_words_js__WEBPACK_IMPORTED_MODULE_8__/* .patchSourceHeading */ .Uq)(check)),
    ];
    lines.push(...byChange.map((gap) => (0,_shared_ansi_js__WEBPACK_IMPORTED_MODULE_2__/* .paint */ .n)(style, "yellow", `  ? ${(0,_shared_patch_source_words_js__WEBPACK_IMPORTED_MODULE_8__/* .gapWords */ .IT)(gap, _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)}`)));
    lines.push(...existing.map((gap) => `  . ${(0,_shared_patch_source_words_js__WEBPACK_IMPORTED_MODULE_8__/* .gapWords */ .IT)(gap, _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)}`));
    if (check.missing.length > 0)
        lines.push(`  ${_shared_patch_source_words_js__WEBPACK_IMPORTED_MODULE_8__/* .PATCH_SOURCE_FIX_LINE */ .Kr}`);
    if (check.not_seen.length > 0)
        lines.push(`  ${(0,_shared_patch_source_words_js__WEBPACK_IMPORTED_MODULE_8__/* .notSeenWords */ .Iu)(check, _core_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_7__/* .revealHiddenCharacters */ .cr)}`);
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
/* harmony import */ var _core_review_policy_governance_governance_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1843);
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
    if (ruleChanges.length > 0) {
        lines.push("", "**This pull request changes the rules it is judged by**, so each change is judged by the base's owners and policy below; the new rules apply from the next change:", "", ...ruleChanges.map((change) => `- ${(0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)((0,_core_review_policy_governance_governance_js__WEBPACK_IMPORTED_MODULE_0__/* .governanceWords */ .CD)(change))}`));
    }
    if (baselines.length > 0) {
        lines.push("", "**Baselines changed** (CIP-010 R1.1). The service holds no baseline, so the plan has no operation for these: each is judged as an update of its asset by the base's owners and rules below, and the change record dates it:", "", ...baselines.map((change) => `- ${(0,_shared_escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)((0,_core_review_policy_governance_governance_js__WEBPACK_IMPORTED_MODULE_0__/* .governanceWords */ .CD)(change))}`));
    }
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
