export const id = 6439;
export const ids = [6439];
export const modules = {

/***/ 56439:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  M2: () => (/* binding */ checkoutReads),
  Ym: () => (/* binding */ closingAfter),
  My: () => (/* binding */ openClient),
  qu: () => (/* binding */ patchSourcesAt),
  JY: () => (/* binding */ planAgainst),
  vz: () => (/* binding */ sourceOf)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/shared/number-setting.ts
var number_setting = __webpack_require__(81477);
// EXTERNAL MODULE: ./src/engine/engine.ts + 20 modules
var engine = __webpack_require__(94534);
// EXTERNAL MODULE: ./src/io/service/api-client.ts + 3 modules
var api_client = __webpack_require__(42871);
// EXTERNAL MODULE: ./src/io/network/connection.ts
var connection = __webpack_require__(92305);
// EXTERNAL MODULE: ./src/core/review/policy/file/parse-policy.ts + 4 modules
var parse_policy = __webpack_require__(49914);
// EXTERNAL MODULE: ./src/core/review/policy/file/plan-rules.ts
var plan_rules = __webpack_require__(14465);
// EXTERNAL MODULE: ./src/io/checkout/optional-file.ts
var optional_file = __webpack_require__(64928);
;// CONCATENATED MODULE: ./src/io/checkout/baseline-rule.ts



/** `file` under `root` ("" names none); its baselines rule, or why it cannot be known. */
async function readBaselineRule(root, file) {
    return baselineRuleOfText(await (0,optional_file/* readNamedFile */.wh)(root, file), file);
}
/** The baselines rule of the policy file `file`'s text (undefined: there is no such file). */
function baselineRuleOfText(text, file) {
    return (0,plan_rules/* planRulesOfText */.F)(text, file).baselines;
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
    return (0,plan_rules/* planRulesOfText */.F)(text, file).gateRules;
}
/**
 * The policy's rules a plan reads (`baselines:`, the families' gates), from its text read and
 * parsed once, however many of them the plan asks.
 */
function planPolicyRules(policyText, file) {
    let rules;
    const read = () => (rules ??= policyText().then((text) => planRulesOfText(text, file)));
    return {
        baselines: async () => (await read()).baselines,
        gateRules: async () => (await read()).gateRules,
    };
}

// EXTERNAL MODULE: ./src/io/checkout/reviewed-files.ts + 2 modules
var reviewed_files = __webpack_require__(33492);
// EXTERNAL MODULE: ./src/core/review/policy/policy-model.ts
var policy_model = __webpack_require__(55117);
// EXTERNAL MODULE: ./src/io/checkout/inventory-at-commit.ts
var inventory_at_commit = __webpack_require__(40237);
// EXTERNAL MODULE: ./src/cli/shared/settings.ts + 8 modules
var settings = __webpack_require__(38698);
;// CONCATENATED MODULE: ./src/cli/shared/command-support.ts
// What the commands share: where the inventory is, the connection, diagnostics on standard error,
// and the flags that name files.











function sourceOf(settings, io) {
    return {
        patterns: settings.source.patterns,
        cwd: io.cwd,
        root: (0,external_node_path_.resolve)(io.cwd, settings.source.root),
        maxAssets: settings.source.maxAssets,
        maxTotalBytes: settings.source.maxBytes,
    };
}
function openClient(input, concurrency = number_setting/* SHARED_NUMBER_SETTINGS */.io.concurrency.default) {
    return new api_client/* ApiClient */.O({
        connection: (0,connection/* readConnection */.dC)(input),
        maxConcurrency: concurrency,
        requestTimeoutMs: input.requestTimeoutMs,
    });
}
/** Runs `use` with `client`, and closes the client however `use` ends. */
async function closingAfter(client, use) {
    try {
        return await use(client);
    }
    finally {
        await client.close();
    }
}
/**
 * Plans the inventory the settings name against the service, within their safety limits, its
 * baselines compared with those at --base when given.
 */
function planAgainst(client, settings, io) {
    const source = sourceOf(settings, io);
    return (0,engine/* planFromSource */.rW)({ source, limits: settings.limits, ...checkoutReads(source, settings.base) }, client);
}
/**
 * What the terminal's plan and apply read of the checkout beside the inventory: the policy's
 * baselines rule and the patch sources, and the baselines and the reviewed files at --base, which
 * the plan compares with (the reviewed files the checkout adds, changes or removes shown only
 * then, as the Action's plan shows them against the commit in force).
 */
function checkoutReads(source, base) {
    return {
        baselines: policyBaselines(source),
        gateRules: async () => gateRulesOfText(await (0,optional_file/* readNamedFile */.wh)(source.root, policy_model/* DEFAULT_POLICY_FILE */.mY), policy_model/* DEFAULT_POLICY_FILE */.mY),
        existingBaselines: existingBaselinesOf(source, base),
        patchSources: patchSourcesAt(source, policy_model/* DEFAULT_POLICY_FILE */.mY),
        ...(base === undefined ? {} : { reviewedFilesAtBase: reviewedFilesAtBaseOf(source, base) }),
    };
}
/** The reviewed files at --base, read once however many plans the command makes; git's refusal stops it. */
function reviewedFilesAtBaseOf(source, base) {
    let reading;
    return () => (reading ??= (0,inventory_at_commit/* reviewedFilesAtRef */.x3)(source.root, base, "--base", policy_model/* DEFAULT_POLICY_FILE */.mY).then((read) => {
        if ("problem" in read)
            throw new settings/* UsageError */.eb(read.problem);
        return read;
    }));
}
/**
 * The existing baselines at --base, in the repository at the root; without --base, why the plan
 * cannot tell a baseline deviation. A --base git cannot show stops the command: a plan compared
 * with nothing must not read as one without deviations.
 */
function existingBaselinesOf(source, base) {
    return async () => {
        if (base === undefined)
            return NO_BASE;
        const read = await (0,inventory_at_commit/* existingBaselinesAt */.Rw)(source.root, base, "--base");
        if ("problem" in read)
            throw new settings/* UsageError */.eb(read.problem);
        return read;
    };
}
const NO_BASE = {
    notCompared: "not compared with the existing baselines: pass --base REF, the commit the live baselines were declared at (such as origin/main), to list the deviations CIP-010 R1.2 counts",
};
/**
 * The `baselines:` rule of the policy at the repository root (cip-policy.yaml), as the terminal's
 * plan and apply read it, like its freezes (inventory/apply-freezes.ts).
 */
function policyBaselines(source) {
    return () => readBaselineRule(source.root, policy_model/* DEFAULT_POLICY_FILE */.mY);
}
/**
 * The reviewed files (patch and assessment files) at the repository root and `patch_sources:` and
 * `vulnerability_assessments:` of the policy file `policyFile` there, as the terminal's plan,
 * apply and validate read them (core/patches/plan-sources.ts,
 * core/assessments/commissioning-assessments.ts; a broken assessment file refuses the plan too).
 */
function patchSourcesAt(source, policyFile) {
    return async () => {
        const policy = await (0,optional_file/* readNamedFile */.wh)(source.root, policyFile);
        return {
            files: await (0,reviewed_files/* readReviewedFiles */.fy)(source.root, source.cwd),
            rule: patchSourceRuleOfText(policy, policyFile),
            assessmentRule: vulnerabilityAssessmentRuleOfText(policy, policyFile),
        };
    };
}


/***/ }),

/***/ 9242:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ declaredDigest),
/* harmony export */   e: () => (/* binding */ whyPlanChanged)
/* harmony export */ });
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67154);
/* harmony import */ var _fingerprint_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(99343);


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
    return `sha256:${(0,_shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256HexOfParts */ .wz)(declaredJsonParts(documents))}`;
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
    const baselines = reviewed === undefined ? [] : (0,_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__/* .changedBaselines */ .bj)(reviewed.baselines, now.baselines);
    const operations = reviewed === undefined ||
        (0,_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__/* .fingerprintPlan */ .Ef)(reviewed.operations, undefined) !== (0,_fingerprint_js__WEBPACK_IMPORTED_MODULE_1__/* .fingerprintPlan */ .Ef)(now.operations, undefined);
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


/***/ }),

/***/ 45435:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mk: () => (/* binding */ matchesReview),
/* harmony export */   Q8: () => (/* binding */ operationDigest),
/* harmony export */   oZ: () => (/* binding */ checkReviewedOperations)
/* harmony export */ });
/* unused harmony exports operationDigests, touchedSystemIds */
/* harmony import */ var _shared_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2885);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(67154);


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
    return operations.map(operationDigest).sort(compareCodePoints);
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
    return [...ids].sort(compareCodePoints);
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

/***/ 14465:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ planRulesOfText),
/* harmony export */   U: () => (/* binding */ stricterGateRule)
/* harmony export */ });
/* harmony import */ var _inventory_baselines_baseline_keeping_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89174);
/* harmony import */ var _shared_calendar_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38291);
/* harmony import */ var _parse_policy_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(49914);
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

/***/ 94534:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AA: () => (/* binding */ applyFromSource),
  KZ: () => (/* binding */ exportFromService),
  Rz: () => (/* reexport */ format_files/* formatInventoryFiles */.rV),
  Ed: () => (/* binding */ loadOnce),
  y0: () => (/* reexport */ patch_sources_patchSourceProblems),
  rW: () => (/* binding */ planFromSource),
  C$: () => (/* binding */ validateFromSource)
});

// UNUSED EXPORTS: applyVerified, reviewedFilesOnce, validateOffline

// EXTERNAL MODULE: ./src/core/plan/commissioning.ts
var commissioning = __webpack_require__(70608);
// EXTERNAL MODULE: ./src/core/inventory/baselines/baseline-keeping.ts
var baseline_keeping = __webpack_require__(89174);
// EXTERNAL MODULE: ./src/core/inventory/writing/export-inventory.ts
var export_inventory = __webpack_require__(55852);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(19130);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var shared_names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(65032);
// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var shared_diagnostics = __webpack_require__(17273);
// EXTERNAL MODULE: ./src/core/shared/text/reveal.ts
var reveal = __webpack_require__(66800);
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
var baseline_items = __webpack_require__(45168);
// EXTERNAL MODULE: ./src/core/plan/saved/fingerprint.ts
var fingerprint = __webpack_require__(99343);
// EXTERNAL MODULE: ./src/core/plan/plan-model.ts
var plan_model = __webpack_require__(23212);
// EXTERNAL MODULE: ./src/core/inventory/document/asset-class.ts
var asset_class = __webpack_require__(18453);
// EXTERNAL MODULE: ./src/core/plan/safety.ts
var plan_safety = __webpack_require__(90493);
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
var renames_cycles = __webpack_require__(46044);
// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var sha256 = __webpack_require__(67154);
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
var resolve = __webpack_require__(29815);
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
var possible_renames = __webpack_require__(13270);
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
        this.#index = (0,resolve/* indexLive */.Lr)(live);
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
            ref = system ? (0,resolve/* systemRefOf */.kR)(system, this.#index) : { id, name: id, parent: null };
        }
        this.#systemRefs.set(id, ref);
        return ref;
    }
    #describeAsset(asset) {
        return `${(0,shared_diagnostics/* quote */.hD)(asset.name)} (${asset.id}) in cyber system ${(0,resolve/* describeSystem */.nv)(this.#currentSystem(asset))}`;
    }
    #duplicateError(name, duplicates, at) {
        return {
            severity: "error",
            message: `${(0,shared_diagnostics/* quote */.hD)(name)} designates ${duplicates.length} live assets whose names differ at most in case: ${duplicates.map((asset) => this.#describeAsset(asset)).join("; ")}; asset names must be unique regardless of case: remove the duplicates in the service, then plan again`,
            location: at,
        };
    }
}

// EXTERNAL MODULE: ./src/core/plan/saved/operation-digest.ts
var operation_digest = __webpack_require__(45435);
;// CONCATENATED MODULE: ./src/core/review/gate.ts
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
    return (0,operation_digest/* matchesReview */.Mk)(difference.check)
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
    const check = (0,operation_digest/* checkReviewedOperations */.oZ)(plan.operations, expect.perChange);
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
                outcome: changeStatus(engine.result),
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

// EXTERNAL MODULE: ./src/io/service/api-client.ts + 3 modules
var api_client = __webpack_require__(42871);
// EXTERNAL MODULE: ./src/core/shared/number-setting.ts
var number_setting = __webpack_require__(81477);
// EXTERNAL MODULE: ./src/io/service/api-error.ts
var api_error = __webpack_require__(63663);
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
// EXTERNAL MODULE: ./src/engine/source-ownership.ts + 1 modules
var source_ownership = __webpack_require__(20093);
// EXTERNAL MODULE: ./src/core/plan/saved/declared-digest.ts
var declared_digest = __webpack_require__(9242);
// EXTERNAL MODULE: ./src/core/plan/baseline-deviations.ts
var baseline_deviations = __webpack_require__(29029);
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
    const named = (0,resolve/* bindBase */.Zj)(base.documents.filter((document) => matches(document.location.file)), live);
    return {
        released: releasedSystems(named, resolved, live),
        operations: withFileRenames(operations, named, resolved),
        rerated: reratedSystems(named, resolved),
    };
}

// EXTERNAL MODULE: ./src/core/patches/plan-sources.ts
var plan_sources = __webpack_require__(63192);
// EXTERNAL MODULE: ./src/core/shared/calendar.ts
var calendar = __webpack_require__(38291);
// EXTERNAL MODULE: ./src/core/shared/wording.ts
var wording = __webpack_require__(82205);
// EXTERNAL MODULE: ./src/core/inventory/baselines/requirements.ts + 2 modules
var requirements = __webpack_require__(47178);
// EXTERNAL MODULE: ./src/core/patches/patch-files.ts
var patch_files = __webpack_require__(53146);
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
var commissioning_assessments = __webpack_require__(60366);
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
async function patch_sources_patchSourceProblems(documents, patchSources) {
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
var reviewed_file_set = __webpack_require__(63788);
// EXTERNAL MODULE: ./src/core/review/policy/file/plan-rules.ts
var plan_rules = __webpack_require__(14465);
// EXTERNAL MODULE: ./src/io/checkout/reviewed-files.ts + 2 modules
var reviewed_files = __webpack_require__(33492);
// EXTERNAL MODULE: ./src/io/checkout/optional-file.ts
var optional_file = __webpack_require__(64928);
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

// EXTERNAL MODULE: ./src/io/checkout/format-files.ts
var format_files = __webpack_require__(64192);
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
        ...baselineRuleProblems(loaded.documents, await baselines?.()),
        ...(await patchSourceProblems(loaded.documents, patchSources)),
    ];
    if (problems.length === 0)
        return loaded;
    return { ...loaded, diagnostics: [...loaded.diagnostics, ...problems].sort(compareDiagnostics) };
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
    const loaded = await (0,inventory_files/* loadInventory */.pl)(source);
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
    const { resolved, diagnostics: resolving } = (0,resolve/* resolveInventory */.ZM)(resolvable, live);
    // CIP-010 R1.1: what goes into service in a High or Medium system has a complete baseline.
    const diagnostics = [
        ...loaded.diagnostics,
        ...resolving,
        ...(0,commissioning/* commissioningProblems */.Y)(resolved, live),
    ].sort(shared_diagnostics/* compareDiagnostics */.oV);
    return { ...loaded, diagnostics, online: true, live };
}
async function readLive(connect) {
    const client = connect();
    try {
        return await (0,api_client/* fetchLiveInventory */.v)(client);
    }
    finally {
        await client.close();
    }
}
/** `cip-sync fmt`: the files' I/O is in io/checkout/format-files.ts. */

/** The live inventory as inventory files, with the JSON Schema they reference first. */
async function exportFromService(client) {
    const files = (0,export_inventory/* exportInventory */.BY)(await (0,api_client/* fetchLiveInventory */.v)(client));
    return [(0,export_inventory/* exportedSchemaFile */.tn)(), ...files];
}
async function planFromSource(settings, client) {
    // The four lists are asked for first and read while the files are: their answers are used only
    // once every file is read and valid, so a file that cannot be read can never be mistaken for an
    // empty declaration, and invalid files report their own diagnostics, not a failed read. Files a
    // step before read already (settings.inventory) are not read again.
    const reading = (0,api_client/* fetchLiveInventory */.v)(client);
    reading.catch(() => undefined);
    const inputs = inputsOf(settings.source);
    const loaded = await (0,source_ownership/* loadOwnedInventory */.IO)(settings.source, settings.sources, settings.inventory);
    const patchFiles = await settings.patchSources?.();
    const read = [...loaded.diagnostics, ...(patchFiles?.files.diagnostics ?? [])];
    if ((0,shared_diagnostics/* hasErrors */.Cs)(read))
        return { status: "invalid", diagnostics: read.sort(shared_diagnostics/* compareDiagnostics */.oV) };
    const live = await reading;
    const resolution = (0,resolve/* resolveInventory */.ZM)(loaded.documents, live);
    const diagnostics = [
        ...read,
        ...resolution.diagnostics,
        ...lookalikeWarnings(loaded.documents, live.cyberAssets),
        // A source's mistyped system would have its next sync drop a live system's document.
        ...(0,source_ownership/* ownedSystemsInService */.Mw)(loaded, live),
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
    const declared = (0,declared_digest/* declaredDigest */.X)(loaded.documents);
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
        checkPlan({ kind: "fingerprint", value: expectedFingerprint }, plan).kind === "refused") {
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

/***/ 20093:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  IO: () => (/* binding */ loadOwnedInventory),
  Mw: () => (/* binding */ ownedSystemsInService),
  Th: () => (/* binding */ sourceOwnershipProblems)
});

// EXTERNAL MODULE: ./src/core/shared/diagnostics.ts
var diagnostics = __webpack_require__(17273);
// EXTERNAL MODULE: ./src/io/checkout/inventory-files.ts + 1 modules
var inventory_files = __webpack_require__(9361);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/sources/parse-sources.ts + 1 modules
var parse_sources = __webpack_require__(34650);
// EXTERNAL MODULE: ./src/core/sources/owned-systems.ts
var owned_systems = __webpack_require__(80992);
// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(65032);
;// CONCATENATED MODULE: ./src/core/sources/ownership.ts





/**
 * What the sources file (`parsed`, undefined when there is none) gets wrong: its own problems when
 * it has errors, else the hand-written documents for the systems its sources own.
 */
function sourcesFileProblems(parsed, documents, fileInRoot) {
    if (parsed === undefined)
        return [];
    if ((0,diagnostics/* hasErrors */.Cs)(parsed.diagnostics))
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
        source.definition.systems.forEach((system, index) => owners.set((0,names/* nameKey */.Rc)((0,owned_systems/* ownedSystem */.j_)(system).label), { source, index }));
    }
    return documents.flatMap((document) => {
        const label = (0,owned_systems/* documentLabels */.bK)(document).find((text) => owners.has((0,names/* nameKey */.Rc)(text)));
        const owner = label === undefined ? undefined : owners.get((0,names/* nameKey */.Rc)(label));
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
                message: `cyber system ${(0,diagnostics/* quote */.hD)(document.cyberSystem.value)} is owned by source ${(0,diagnostics/* quote */.hD)(owner.source.definition.name)} (${(0,diagnostics/* formatLocation */.j$)(declared)}), which generates its document into ${directory}: remove this hand-written document; the source decides which assets exist (change the source), and the facts people declare (impact, owners, classes, baselines) go into the generated document, whose every sync keeps them (or take the system out of the source's systems)`,
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
function ownedSystemsAgainstService(parsed, documents, live, fileInRoot) {
    if (parsed === undefined || (0,diagnostics/* hasErrors */.Cs)(parsed.diagnostics))
        return [];
    const liveLabels = liveSystemLabels(live);
    const known = new Set([...liveLabels.keys(), ...documents.flatMap(owned_systems/* documentLabels */.bK)].map(names/* nameKey */.Rc));
    const owned = new Set(parsed.sources.flatMap((source) => source.definition.systems.map((system) => (0,names/* nameKey */.Rc)((0,owned_systems/* ownedSystem */.j_)(system).label))));
    return parsed.sources.flatMap((source) => source.definition.systems.flatMap((system, index) => {
        const { label } = (0,owned_systems/* ownedSystem */.j_)(system);
        if (known.has((0,names/* nameKey */.Rc)(label)))
            return [];
        const location = (0,collections/* itemOrThrow */.Tp)(source.systemLocations, index, "a source's systems");
        const named = `cyber system ${(0,diagnostics/* quote */.hD)(label)} of source ${(0,diagnostics/* quote */.hD)(source.definition.name)}`;
        const [meant] = (0,names/* closestNames */.g9)(label, [...new Set(liveLabels.values())], 1);
        const directory = (0,parse_sources/* directoryOf */.j)(source.definition.out);
        const left = meant === undefined || owned.has((0,names/* nameKey */.Rc)(meant))
            ? undefined
            : documents.find((document) => fileInRoot(document.location.file).startsWith(directory) &&
                (0,owned_systems/* documentLabels */.bK)(document).some((text) => (0,names/* nameKey */.Rc)(text) === (0,names/* nameKey */.Rc)(meant)));
        // The service's cyber systems are read-only to an API key: no plan can create one, so a
        // system it lacks would leave every sync's pull request refused at its document.
        if (meant === undefined || left === undefined) {
            return [
                {
                    severity: "error",
                    message: `${named} is not in the service, and no document declares it${meant === undefined ? "." : `: did you mean ${(0,diagnostics/* quote */.hD)(meant)}?`} The service's cyber systems cannot be created with an API key, so no plan could apply the document its sync would write; correct the name to a system the service has, or have the system created in the service first`,
                    location,
                },
            ];
        }
        return [
            {
                severity: "error",
                message: `${named} is no cyber system of the service, and no document declares it: did you mean ${(0,diagnostics/* quote */.hD)(meant)}? The service has ${(0,diagnostics/* quote */.hD)(meant)}, whose document ${fileInRoot(left.location.file)} is in the source's out but no longer in its systems, so the next sync would remove that file and the plan delete its assets; correct the name, or, to take ${(0,diagnostics/* quote */.hD)(meant)} out of the source, remove or move that file in the same change`,
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
    const problems = sourcesFileProblems(read.parsed, files.documents, read.fileInRoot);
    if (problems.length === 0)
        return { ...files, sources: read };
    return {
        ...files,
        sources: read,
        diagnostics: [...files.diagnostics, ...problems].sort(diagnostics/* compareDiagnostics */.oV),
    };
}
/**
 * The sources file at `location` read, and its problems and the hand-written documents judged;
 * with the service's inventory (`live`, when validate could read it), the systems each source
 * owns resolved against it too; and whether there was one to read.
 */
async function sourceOwnershipProblems(location, documents, live) {
    const parsed = await (0,sources_file/* loadSourcesFile */.r)(location);
    const fileInRoot = (0,sources_file/* fileInRootOf */.V)(location);
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
    return ownedSystemsAgainstService(sources.parsed, loaded.documents, live, sources.fileInRoot);
}


/***/ }),

/***/ 64192:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Po: () => (/* binding */ rewriteInPlace),
/* harmony export */   Z9: () => (/* binding */ splitBom),
/* harmony export */   rV: () => (/* binding */ formatInventoryFiles)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_inventory_writing_format_inventory_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(80149);
/* harmony import */ var _core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17273);
/* harmony import */ var _inventory_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9361);
/* harmony import */ var _replace_file_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(23628);
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
    const loaded = await (0,_inventory_files_js__WEBPACK_IMPORTED_MODULE_4__/* .loadInventory */ .pl)(source);
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
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(source.cwd, file);
        const read = await readUtf8(path, file);
        if ("diagnostic" in read) {
            diagnostics.push(read.diagnostic);
            continue;
        }
        const result = (0,_core_inventory_writing_format_inventory_js__WEBPACK_IMPORTED_MODULE_2__/* .formatInventoryText */ .Hn)(read.text);
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
        diagnostics: diagnostics.sort(_core_shared_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .compareDiagnostics */ .oV),
    };
}
/**
 * The file's text, decoded strictly again: it may have changed since the loader read it, and a
 * lossy decoding written back would replace every byte it could not decode.
 */
async function readUtf8(path, file) {
    const bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path);
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
    const target = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(path);
    const { mode } = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(target);
    await (0,_replace_file_js__WEBPACK_IMPORTED_MODULE_5__/* .replaceFile */ .fR)(target, text, { mode: mode & 0o7777 });
}


/***/ }),

/***/ 40237:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rw: () => (/* binding */ existingBaselinesAt),
/* harmony export */   Xy: () => (/* binding */ systemKey),
/* harmony export */   ol: () => (/* binding */ baselinesAtCommits),
/* harmony export */   x3: () => (/* binding */ reviewedFilesAtRef)
/* harmony export */ });
/* harmony import */ var _core_inventory_document_parse_inventory_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(88256);
/* harmony import */ var _core_shared_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2885);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(54917);
/* harmony import */ var _reviewed_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(33492);
// The baselines the inventory files declared at a commit, read from git (`git grep` to find the
// inventory files at the commit, `git show <commit>:<path>` for each; no shell) and parsed as the
// plan parses them: each asset's baseline content by cyber system and asset name. Evidence keeps
// digests, never content; this is how a population shows content the ledger vouches for. A
// commit that is not in the clone (a shallow or single-branch clone, a missing object) is a
// problem that says how to fetch it: nothing is guessed. The same files at the commit `plan
// --base` names are the existing baselines a plan compares its own with (CIP-010 R1.2), and its
// reviewed files those the plan shows the checkout's changes of.




const GIT_BOUNDS = { timeoutMs: 60_000, maxStdoutBytes: 256 * 1024 * 1024 };
/** How an asset is found at a commit: its system's name and its own, as the files write them. */
function systemKey(cyberSystem, asset) {
    return `${(0,_core_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .nameKey */ .Rc)(cyberSystem)}/${(0,_core_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .nameKey */ .Rc)(asset)}`;
}
/**
 * The baselines declared at each of `commits` in the repository at `dir`, or why not; `bundle`
 * names the git bundle `dir` was cloned from, if it was (what to fetch then is what to bundle).
 */
async function baselinesAtCommits(dir, commits, bundle) {
    const found = new Map();
    for (const { commit, cites } of commits) {
        if (found.has(commit))
            continue;
        const read = await baselinesAt(dir, commit, cites, bundle);
        if ("problem" in read)
            return read;
        found.set(commit, read.baselines);
    }
    return found;
}
async function baselinesAt(dir, commit, cites, bundle) {
    const missing = (why) => ({
        problem: bundle === undefined
            ? `${cites} names commit ${commit}, which the git repository at ${dir} cannot show (${why.trim() || "no answer"}); the populations read the ports from the inventory files at that commit: fetch the repository's history (git fetch --unshallow, or git fetch origin with the default branch) and run again from a clone that has it`
            : `${cites} names commit ${commit}, which the bundle ${bundle} does not hold (${why.trim() || "no answer"}); the populations read the ports from the inventory files at that commit: make the bundle with the default branch beside the evidence branch (git bundle create ledger.bundle cip-sync-evidence origin/main, in a clone of the repository) and run again`,
    });
    if (!/^[0-9a-f]{40}(?:[0-9a-f]{24})?$/.test(commit))
        return missing("not a commit id");
    const exists = await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .runGit */ .E)(dir, ["cat-file", "-e", `${commit}^{commit}`], GIT_BOUNDS);
    if (exists.code !== 0)
        return missing(exists.stderr);
    const read = await documentsAt(dir, commit);
    if ("gitSaid" in read)
        return missing(read.gitSaid);
    const baselines = new Map();
    for (const document of read.documents)
        for (const asset of document.assets)
            if (asset.baseline?.content !== undefined)
                baselines.set(systemKey(document.cyberSystem.value, asset.name), asset.baseline.content);
    return { baselines };
}
/**
 * The inventory documents at `commit` (one that exists): the YAML files that declare a cyber
 * system, anywhere in the tree (`:(top)`: `dir` may be a subdirectory, such as a checkout of the
 * evidence branch), parsed as the plan parses them; or what git said when it could not show them.
 */
async function documentsAt(dir, commit) {
    const grep = await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .runGit */ .E)(dir, [
        "grep",
        "--full-name",
        "-l",
        "-z",
        "-F",
        "-e",
        "cyber_system:",
        commit,
        "--",
        ":(top)*.yaml",
        ":(top)*.yml",
    ], GIT_BOUNDS);
    // git grep exits 1 when nothing matches: no inventory at that commit. It exits 1 too when it
    // could not read a file it lists (an object a clone lacks), saying so: that is no answer.
    const noneMatched = grep.code === 1 && grep.stderr.trim() === "";
    if (grep.code !== 0 && !noneMatched)
        return { gitSaid: grep.stderr };
    const documents = [];
    for (const named of grep.stdout.split("\0").filter((line) => line !== "")) {
        const path = named.slice(commit.length + 1);
        const shown = await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .runGit */ .E)(dir, ["show", `${commit}:${path}`], GIT_BOUNDS);
        if (shown.code !== 0)
            return { gitSaid: shown.stderr };
        documents.push(...(0,_core_inventory_document_parse_inventory_js__WEBPACK_IMPORTED_MODULE_0__/* .parseInventoryText */ .r)(shown.stdout, path).documents);
    }
    return { documents };
}
/**
 * The existing baselines a plan compares its own with: the inventory documents at `ref` (a commit,
 * branch or tag of the repository at `dir`, as `--base` names it), or why they could not be read.
 */
async function existingBaselinesAt(dir, ref, flag) {
    const at = await commitNamed(dir, ref, flag);
    if ("problem" in at)
        return at;
    const read = await documentsAt(dir, at.commit);
    if ("gitSaid" in read)
        return at.cannotShow("the inventory files", read.gitSaid);
    return { comparedWith: at.comparedWith, documents: read.documents };
}
/**
 * The reviewed files (reviewed-files.ts isReviewedFile) at `ref` in the repository
 * at `dir`, by path from
 * `dir` (the root the checkout's are read from), for the plan to show what the checkout adds,
 * changes or removes against it, and the owner policy `policyFile` there, whose gate settings judge
 * the change with the checkout's; or why they could not be read.
 */
async function reviewedFilesAtRef(dir, ref, flag, policyFile) {
    const at = await commitNamed(dir, ref, flag);
    if ("problem" in at)
        return at;
    const cannot = (gitSaid) => at.cannotShow("the patch and assessment files", gitSaid);
    // Paths relative to `dir`, as the checkout's are read: `dir` may be below the repository's top.
    const listed = await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .runGit */ .E)(dir, ["ls-tree", "-r", "-z", "--name-only", at.commit, "--", ..._reviewed_files_js__WEBPACK_IMPORTED_MODULE_3__/* .REVIEWED_FILE_ROOTS */ .Nu, policyFile], GIT_BOUNDS);
    if (listed.code !== 0)
        return cannot(listed.stderr);
    const paths = listed.stdout.split("\0");
    const files = new Map();
    for (const path of paths.filter(_reviewed_files_js__WEBPACK_IMPORTED_MODULE_3__/* .isReviewedFile */ .qh).sort(_core_shared_names_js__WEBPACK_IMPORTED_MODULE_1__/* .compareCodePoints */ .OP)) {
        const shown = await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .runGit */ .E)(dir, ["show", `${at.commit}:./${path}`], GIT_BOUNDS);
        if (shown.code !== 0)
            return cannot(shown.stderr);
        files.set(path, shown.stdout);
    }
    let policyText;
    if (paths.includes(policyFile)) {
        const shown = await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .runGit */ .E)(dir, ["show", `${at.commit}:./${policyFile}`], GIT_BOUNDS);
        if (shown.code !== 0)
            return cannot(shown.stderr);
        policyText = shown.stdout;
    }
    const policy = { text: policyText, file: `${policyFile} at ${at.comparedWith}` };
    return { comparedWith: at.comparedWith, files, policy };
}
/**
 * `ref` as a commit of the repository at `dir`, with how a plan names it and the problem when git
 * cannot show `what` (files) there, saying `gitSaid`; or why there is none.
 */
async function commitNamed(dir, ref, flag) {
    const resolved = await (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .runGit */ .E)(dir, ["rev-parse", "--verify", "--quiet", "--end-of-options", `${ref}^{commit}`], GIT_BOUNDS);
    const commit = resolved.stdout.trim();
    if (resolved.code !== 0 || !/^[0-9a-f]{40}(?:[0-9a-f]{24})?$/.test(commit))
        return {
            problem: `${flag} ${ref}: the git repository at ${dir} has no commit of that name (${resolved.stderr.trim() || "git rev-parse found none"}); name the commit the live baselines were declared at, such as origin/main (git fetch it first)`,
        };
    return {
        commit,
        comparedWith: `commit ${ref === commit ? commit : `${commit} (${ref})`}`,
        cannotShow: (what, gitSaid) => ({
            problem: `${flag} ${ref}: git could not show ${what} at ${commit} (${gitSaid.trim() || "no answer"}); fetch the repository's history and run again`,
        }),
    };
}


/***/ }),

/***/ 42871:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  O: () => (/* binding */ ApiClient),
  v: () => (/* binding */ fetchLiveInventory)
});

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./src/core/shared/number-setting.ts
var number_setting = __webpack_require__(81477);
// EXTERNAL MODULE: ./src/core/shared/text/redact.ts
var redact = __webpack_require__(71640);
// EXTERNAL MODULE: ./src/core/shared/service-ids.ts
var service_ids = __webpack_require__(36769);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var names = __webpack_require__(2885);
;// CONCATENATED MODULE: ./src/core/shared/service-fields.ts
// The fields a service record carries beyond the ones we map (spec 9.3: the service may add fields
// at any time; the documented service sends `created_at` and `updated_at`). Kept only where a
// record is echoed (the JSON export, the change record), so a CMDB or an auditor keeps them; never
// in a fingerprint or a plan. Pure; the values are untrusted service text, escaped where written.

/** A value whose JSON is longer than this is left out: a record must not grow without bound. */
const SERVICE_FIELD_MAX_BYTES = 1024;
const SERVICE_FIELD_LEFT_OUT = "<value over 1 KiB left out>";
/**
 * The fields of `raw` not named in `known`, sorted, every string in them passed through `redact`
 * (the key must not reach a record even if the service echoes it), each value bounded; undefined
 * when there are none (or `raw` is not an object), so records without extras stay as they were.
 */
function serviceFieldsOf(raw, known, redact) {
    if (typeof raw !== "object" || raw === null || Array.isArray(raw))
        return undefined;
    if (!hasExtraField(raw, known))
        return undefined;
    const extraNames = Object.keys(raw)
        .filter((name) => !known.includes(name))
        .sort(names/* compareCodePoints */.OP);
    if (extraNames.length === 0)
        return undefined;
    // fromEntries defines own properties: a field named "__proto__" stays a field.
    return Object.fromEntries(extraNames.map((name) => {
        const value = redactedValue(raw[name], redact);
        const bytes = utf8.encode(JSON.stringify(value)).length;
        return [name, bytes > SERVICE_FIELD_MAX_BYTES ? SERVICE_FIELD_LEFT_OUT : value];
    }));
}
const utf8 = new TextEncoder();
/** Whether `raw` has an own field not in `known`: asked of every record of a list, so it allocates nothing. */
function hasExtraField(raw, known) {
    for (const name in raw)
        if (Object.hasOwn(raw, name) && !known.includes(name))
            return true;
    return false;
}
function redactedValue(value, redact) {
    if (typeof value === "string")
        return redact(value);
    if (Array.isArray(value))
        return value.map((item) => redactedValue(item, redact));
    if (typeof value !== "object" || value === null)
        return value;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [redact(key), redactedValue(item, redact)]));
}

// EXTERNAL MODULE: ./src/core/inventory/baselines/service-deviations.ts
var service_deviations = __webpack_require__(72261);
// EXTERNAL MODULE: ./src/io/service/api-error.ts
var api_error = __webpack_require__(63663);
// EXTERNAL MODULE: ./src/io/network/connection.ts
var connection = __webpack_require__(92305);
// EXTERNAL MODULE: ./src/io/network/dispatcher.ts
var dispatcher = __webpack_require__(55028);
// EXTERNAL MODULE: ./src/io/service/response-records.ts
var response_records = __webpack_require__(54242);
;// CONCATENATED MODULE: ./src/io/service/rate-limit.ts
// Pacing against a rate-limited service: the Retry-After header read, and the gate that every
// request of one client passes (how many in flight, and when the next may be sent).
/** Retry-After in milliseconds: delay-seconds or an HTTP date (RFC 9110 10.2.3). */
function parseRetryAfter(value, now = Date.now()) {
    const text = Array.isArray(value) ? value[0] : value;
    if (text === undefined)
        return undefined;
    const trimmed = text.trim();
    if (/^\d+$/.test(trimmed))
        return Number(trimmed) * 1000;
    const date = Date.parse(trimmed);
    return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
/**
 * Paces requests so that a rate-limited service is not hammered (additive increase,
 * multiplicative decrease). A 429 — once per burst: only a request admitted since the last cut can
 * cut again — halves the requests allowed in flight, holds every request back for the
 * Retry-After, and paces later sends at 95% of the rate the service had accepted over the last
 * second. Each run of answers as long as the current value raises the in-flight limit, and the
 * paced rate, by one, the in-flight limit back up to its maximum.
 */
class AdaptiveGate {
    #max;
    #sleep;
    #limit;
    #inFlight = 0;
    #successes = 0;
    #epoch = 0;
    #waiters = [];
    #waitersHead = 0;
    /** No request is sent before this time (a Retry-After, or the next paced slot). */
    #nextSendAt = 0;
    /** Requests per second once a rate limit was met; 0 while unpaced. */
    #rate = 0;
    #pacedAnswers = 0;
    /** Send times of the answered requests of the last second, oldest first from `#recentHead`. */
    #recent = [];
    #recentHead = 0;
    constructor(max, sleep) {
        this.#max = max;
        this.#limit = max;
        this.#sleep = sleep;
    }
    /** Requests allowed in flight now. */
    get limit() {
        return this.#limit;
    }
    /** Requests per second allowed since a rate limit was met; 0 while unpaced. */
    get rate() {
        return this.#rate;
    }
    /**
     * Resolves once a slot is free and the request's send time has come, or at once with a `late`
     * ticket when that time is after `notAfter` (epoch ms).
     */
    async acquire(notAfter = Number.POSITIVE_INFINITY) {
        if (this.#inFlight < this.#limit && this.#waitersHead === this.#waiters.length) {
            this.#inFlight++;
        }
        else {
            await new Promise((resolve) => this.#waiters.push(resolve));
        }
        const epoch = this.#epoch;
        const now = Date.now();
        const sentAt = Math.max(now, this.#nextSendAt);
        if (sentAt > notAfter)
            return { epoch, sentAt, late: true };
        if (this.#rate > 0)
            this.#nextSendAt = sentAt + 1000 / this.#rate;
        if (sentAt > now)
            await this.#sleep(sentAt - now);
        return { epoch, sentAt };
    }
    /** Holds back every request not yet sent for `ms` (a Retry-After). */
    pauseFor(ms) {
        this.#nextSendAt = Math.max(this.#nextSendAt, Date.now() + ms);
    }
    release(ticket, outcome) {
        if (outcome === "throttled") {
            if (ticket.epoch === this.#epoch)
                this.#cut(ticket.sentAt);
        }
        else if (outcome === "answered") {
            this.#remember(ticket.sentAt);
            if (this.#limit < this.#max && ++this.#successes >= this.#limit) {
                this.#limit++;
                this.#successes = 0;
            }
            if (this.#rate > 0 && ++this.#pacedAnswers >= this.#rate) {
                this.#rate++;
                this.#pacedAnswers = 0;
            }
        }
        this.#inFlight--;
        for (let wake = this.#waiters[this.#waitersHead]; this.#inFlight < this.#limit && wake !== undefined; wake = this.#waiters[this.#waitersHead]) {
            this.#waitersHead++;
            this.#inFlight++;
            wake();
        }
        if (this.#waitersHead === this.#waiters.length) {
            this.#waiters.length = 0;
            this.#waitersHead = 0;
        }
    }
    #cut(throttledSentAt) {
        this.#limit = Math.max(1, Math.floor(this.#limit / 2));
        this.#epoch++;
        this.#successes = 0;
        let accepted = 0;
        for (const sentAt of this.#recent.slice(this.#recentHead)) {
            if (sentAt > throttledSentAt - 1000)
                accepted++;
        }
        // Too few answers to measure a rate: the Retry-After pause alone has to do.
        if (accepted >= 10) {
            this.#rate = Math.floor(accepted * 0.95);
            this.#pacedAnswers = 0;
        }
    }
    #remember(sentAt) {
        this.#recent.push(sentAt);
        // The one just pushed ends the loop: it is never a second old.
        while ((this.#recent[this.#recentHead] ?? sentAt) <= sentAt - 1000)
            this.#recentHead++;
        if (this.#recentHead > 1024 && this.#recentHead * 2 > this.#recent.length) {
            this.#recent.splice(0, this.#recentHead);
            this.#recentHead = 0;
        }
    }
}

// EXTERNAL MODULE: ./src/io/service/refusal-advice.ts
var refusal_advice = __webpack_require__(19137);
// EXTERNAL MODULE: ./src/io/network/response-body.ts
var response_body = __webpack_require__(41387);
// EXTERNAL MODULE: ./src/io/service/retry-policy.ts
var retry_policy = __webpack_require__(6625);
;// CONCATENATED MODULE: ./src/io/service/service-caller.ts





/** Sends the calls of one ApiClient: its gate, its request count and its run-wide deadline. */
class ServiceCaller {
    #settings;
    #gate;
    #jsonHeaders;
    /** No call lasts beyond this time (epoch ms), whatever its own deadline: see endCallsBy. */
    #endBy = Number.POSITIVE_INFINITY;
    #requests = 0;
    constructor(settings) {
        this.#settings = settings;
        this.#gate = new AdaptiveGate(settings.maxConcurrency, settings.sleep);
        this.#jsonHeaders = { ...settings.headers, "content-type": "application/json" };
    }
    /** See ApiClient.endCallsBy. */
    endCallsBy(epochMs) {
        this.#endBy = epochMs;
    }
    /** HTTP requests sent so far, retries included. */
    requestCount() {
        return this.#requests;
    }
    /** Waits as a retry of `attempt` (1-based) would: full-jitter exponential backoff. */
    backoff(attempt) {
        return this.#settings.sleep(this.#jitterDelay(attempt));
    }
    /** The most attempts one operation may make. */
    get maxAttempts() {
        return this.#settings.policy.maxAttempts;
    }
    close() {
        return this.#settings.pool.close();
    }
    /**
     * Sends one call with retries until success, a final answer, the attempt limit or the deadline.
     * Returns a 2xx response (or a 404 when `accept404`); throws ApiError otherwise.
     */
    async call(spec) {
        const ownDeadline = Date.now() + this.#settings.deadlineMs;
        const deadline = Math.min(ownDeadline, this.#endBy);
        const deadlineText = deadline < ownDeadline
            ? "the deadline of the whole run"
            : `the ${this.#settings.deadlineMs} ms deadline`;
        const deadlineReached = new AbortController();
        const timer = setTimeout(() => deadlineReached.abort(), Math.max(0, deadline - Date.now()));
        try {
            for (let attempt = 1;; attempt++) {
                const outcome = await this.#attempt(spec, deadlineReached.signal, deadline, deadlineText);
                if (outcome.kind === "response") {
                    const { status } = outcome.response;
                    if (status >= 200 && status < 300)
                        return { ...outcome.response, attempt };
                    if (status === 404 && spec.accept404)
                        return { ...outcome.response, attempt };
                }
                const failure = (0,retry_policy/* failureOf */.g5)(spec, outcome, attempt, this.#settings.policy);
                if (!failure.retry)
                    throw new api_error/* ApiError */.h(failure.fields);
                const retryAfterMs = outcome.kind === "response" ? outcome.retryAfterMs : undefined;
                // A 429 without Retry-After: the service's documentation asks for 1 s doubling to 60 s.
                const unpacedThrottle = outcome.kind === "response" &&
                    outcome.response.status === 429 &&
                    retryAfterMs === undefined;
                const jitter = this.#jitterDelay(attempt, unpacedThrottle ? refusal_advice/* THROTTLE_BACKOFF */.qL : this.#settings.backoff);
                const delayMs = retryAfterMs === undefined ? jitter : Math.max(retryAfterMs, jitter);
                if (Date.now() + delayMs >= deadline) {
                    const wait = retryAfterMs === undefined
                        ? "no time left for another attempt"
                        : `the service asks to wait ${Math.ceil(retryAfterMs / 1000)} s (Retry-After), more than is left`;
                    const reason = `${failure.fields.reason} (${wait} within ${deadlineText})`;
                    throw new api_error/* ApiError */.h({ ...failure.fields, reason });
                }
                await this.#settings.sleep(delayMs);
            }
        }
        finally {
            clearTimeout(timer);
        }
    }
    async #attempt(spec, signal, deadline, deadlineText) {
        const ticket = await this.#gate.acquire(deadline);
        let answer = "none";
        const deadlineReason = `no outcome within ${deadlineText}`;
        try {
            if (signal.aborted || ticket.late || Date.now() >= deadline) {
                return (0,retry_policy/* network */.Nm)(false, true, deadlineReason);
            }
            this.#requests++;
            if (spec.counter)
                spec.counter.attempts++;
            const { status, headers, text } = await (0,response_body/* exchange */.c)(this.#settings.pool, {
                origin: this.#settings.origin,
                method: spec.method,
                path: this.#settings.pathPrefix + spec.path,
                headers: spec.body === undefined ? this.#settings.headers : this.#jsonHeaders,
                body: spec.body ?? null,
            }, signal, spec.list ? this.#settings.maxBodyBytes.list : this.#settings.maxBodyBytes.other);
            const retryAfterMs = status === 429 || status === 503 ? parseRetryAfter(headers["retry-after"]) : undefined;
            answer = "answered";
            if (status === 429) {
                answer = "throttled";
                // Held back no longer than this call may last: a Retry-After of 200 s stalled every
                // request of an apply for 200 s.
                this.#gate.pauseFor(Math.min(retryAfterMs ?? 0, Math.max(0, deadline - Date.now())));
            }
            return { kind: "response", response: { status, text }, retryAfterMs };
        }
        catch (error) {
            if (signal.aborted) {
                return (0,retry_policy/* network */.Nm)(true, true, deadlineReason);
            }
            return (0,retry_policy/* networkFailure */.rd)(error, this.#settings.transport);
        }
        finally {
            this.#gate.release(ticket, answer);
        }
    }
    /** Full jitter: uniform in [0, min(cap, base * 2^(attempt - 1))). */
    #jitterDelay(attempt, backoff = this.#settings.backoff) {
        const ceiling = Math.min(backoff.maxDelayMs, backoff.baseDelayMs * 2 ** (attempt - 1));
        return this.#settings.random() * ceiling;
    }
}

// EXTERNAL MODULE: ./src/io/service/service-records.ts
var service_records = __webpack_require__(73076);
;// CONCATENATED MODULE: ./src/io/service/api-client.ts
// The Compliance Inventory Service over HTTP (spec 4.2): one keep-alive connection pool, timeouts
// on every phase, retries where repeating a request cannot change the outcome (retry-policy.ts),
// and an adaptive limit on requests in flight so a rate-limited service is not hammered. This
// module holds the endpoints and the options' defaults; service-caller.ts sends each call. Every
// message that leaves this module has passed through redactSecrets.













class ApiClient {
    /** The key and the proxy credentials: masked in every message. */
    #secrets;
    #caller;
    /** Each asset's extra fields, by asset id: see serviceFieldsOf. */
    #assetServiceFields = new Map();
    constructor(options) {
        const { baseUrl, apiKey, urlSource, keySource, proxy } = options.connection;
        this.#secrets = (0,connection/* connectionSecrets */.K$)(options.connection);
        const requestTimeoutMs = options.requestTimeoutMs;
        const timeouts = {
            connectMs: options.timeouts?.connectMs ?? 10_000,
            headersMs: options.timeouts?.headersMs ?? requestTimeoutMs ?? 30_000,
            bodyMs: options.timeouts?.bodyMs ?? requestTimeoutMs ?? 60_000,
        };
        const redact = (text) => this.redact(text);
        const maxConcurrency = Math.max(1, Math.floor(options.maxConcurrency ?? number_setting/* SHARED_NUMBER_SETTINGS */.io.concurrency.default));
        this.#caller = new ServiceCaller({
            origin: baseUrl.origin,
            pathPrefix: baseUrl.pathname.replace(/\/+$/, ""),
            pool: options.dispatcher ??
                (0,dispatcher/* openDispatcher */.y)(baseUrl, proxy, {
                    connections: maxConcurrency,
                    connectTimeout: timeouts.connectMs,
                    headersTimeout: timeouts.headersMs,
                    bodyTimeout: timeouts.bodyMs,
                }),
            maxConcurrency,
            headers: { "x-api-key": apiKey, accept: "application/json" },
            deadlineMs: options.deadlineMs ?? Math.max(120_000, 4 * (requestTimeoutMs ?? 0)),
            maxBodyBytes: {
                list: options.maxBodyBytes?.list ?? 256 * 2 ** 20,
                other: options.maxBodyBytes?.other ?? 2 ** 20,
            },
            backoff: {
                baseDelayMs: options.retry?.baseDelayMs ?? 200,
                maxDelayMs: options.retry?.maxDelayMs ?? 10_000,
            },
            random: options.random ?? Math.random,
            sleep: options.sleep ?? ((ms) => (0,promises_.setTimeout)(ms)),
            policy: {
                maxAttempts: Math.max(1, options.retry?.maxAttempts ?? 5),
                secrets: this.#secrets,
                redact,
                sources: { keySource, urlSource },
            },
            transport: {
                host: baseUrl.host,
                urlSource,
                proxy,
                timeouts,
                secrets: this.#secrets,
                redact,
            },
        });
    }
    listFacilities(counter) {
        return this.#list("/facilities", service_records/* FACILITY */.CA, counter);
    }
    listControlCenters(counter) {
        return this.#list("/control-centers", service_records/* CONTROL_CENTER */.Q8, counter);
    }
    listCyberSystems(counter) {
        return this.#list("/cyber-systems", service_records/* CYBER_SYSTEM */.Eg, counter);
    }
    async listCyberAssets(counter) {
        const path = "/cyber-assets";
        const response = await this.#caller.call({ method: "GET", path, counter, list: true });
        return (0,response_records/* readRecordList */.on)(response, service_records/* CYBER_ASSET */.hc, this.#assetAnswer("GET", path));
    }
    /**
     * The fields the service last sent for the asset beyond the ones we map (`created_at`, ...), or
     * undefined. Kept here, beside the records rather than in them, so that no fingerprint, plan or
     * comparison can ever see them: only the echoes that ask for them (export, change record) do.
     */
    serviceFieldsOf(assetId) {
        return this.#assetServiceFields.get(assetId);
    }
    async getFacility(id, counter) {
        const path = this.#recordPath("GET", "/facilities", id, service_ids/* ID_PREFIXES */.B6.facility);
        return this.#get(path, service_records/* FACILITY */.CA, counter);
    }
    async getControlCenter(id, counter) {
        const path = this.#recordPath("GET", "/control-centers", id, service_ids/* ID_PREFIXES */.B6.controlCenter);
        return this.#get(path, service_records/* CONTROL_CENTER */.Q8, counter);
    }
    async getCyberSystem(id, counter) {
        const path = this.#recordPath("GET", "/cyber-systems", id, service_ids/* ID_PREFIXES */.B6.cyberSystem);
        return this.#get(path, service_records/* CYBER_SYSTEM */.Eg, counter);
    }
    /** The asset, or undefined when the service answers 404. */
    async getCyberAsset(id, counter) {
        const path = this.#recordPath("GET", "/cyber-assets", id, service_ids/* ID_PREFIXES */.B6.cyberAsset);
        const response = await this.#caller.call({ method: "GET", path, counter, accept404: true });
        if (response.status === 404)
            return undefined;
        return (0,response_records/* readRecord */.aE)(response, service_records/* CYBER_ASSET */.hc, this.#assetAnswer("GET", path));
    }
    /**
     * One create. A POST is repeated only when the service provably did nothing (429, or no
     * connection); any other failure after sending throws an ApiError with `ambiguous: true`, and
     * the caller must look for the asset before creating it again (see apply-operation.ts).
     */
    async createCyberAsset(body, counter) {
        const path = "/cyber-assets";
        const response = await this.#caller.call({
            method: "POST",
            path,
            body: JSON.stringify(body),
            counter,
        });
        // An unreadable 201 still means the create landed: the caller must find it, so ambiguous.
        return (0,response_records/* readRecord */.aE)(response, service_records/* CYBER_ASSET */.hc, this.#assetAnswer("POST", path, true));
    }
    async updateCyberAsset(id, patch, counter) {
        const path = this.#recordPath("PATCH", "/cyber-assets", id, service_ids/* ID_PREFIXES */.B6.cyberAsset);
        const response = await this.#caller.call({
            method: "PATCH",
            path,
            body: JSON.stringify(patch),
            counter,
        });
        return (0,response_records/* readRecord */.aE)(response, service_records/* CYBER_ASSET */.hc, this.#assetAnswer("PATCH", path));
    }
    /**
     * Resolves once the asset is gone. A 404 (an earlier attempt, or someone else, deleted it) counts
     * as done only after GET /cyber-assets/{id} confirms the asset is absent; a 404 to the first
     * attempt means someone else deleted it ("gone-before"), not this client.
     */
    async deleteCyberAsset(id, counter) {
        const path = this.#recordPath("DELETE", "/cyber-assets", id, service_ids/* ID_PREFIXES */.B6.cyberAsset);
        const response = await this.#caller.call({ method: "DELETE", path, counter, accept404: true });
        if (response.status !== 404)
            return "deleted";
        if ((await this.getCyberAsset(id, counter)) === undefined) {
            return response.attempt === 1 ? "gone-before" : "deleted";
        }
        throw new api_error/* ApiError */.h({
            method: "DELETE",
            path,
            status: 404,
            serviceMessage: (0,response_records/* serviceMessage */.XK)(response.text, this.#secrets),
            ambiguous: false,
            reason: `404 ${external_node_http_.STATUS_CODES[404]} although GET ${path} still finds the asset; run apply again`,
        });
    }
    /**
     * From now on, no call lasts beyond `epochMs` (the deadline of a whole apply): a call that would
     * start later is not sent, one in flight is abandoned then, and no Retry-After is waited past it.
     */
    endCallsBy(epochMs) {
        this.#caller.endCallsBy(epochMs);
    }
    /** HTTP requests sent so far, retries included. */
    requestCount() {
        return this.#caller.requestCount();
    }
    /** Waits as a retry of `attempt` (1-based) would: full-jitter exponential backoff. */
    backoff(attempt) {
        return this.#caller.backoff(attempt);
    }
    /** The most attempts one operation may make. */
    get maxAttempts() {
        return this.#caller.maxAttempts;
    }
    /** `text` with this client's API key and proxy credentials masked, for messages built outside. */
    redact(text) {
        return (0,redact/* redactSecrets */.fp)(text, this.#secrets);
    }
    close() {
        return this.#caller.close();
    }
    /** `collection/id`, refusing an id of another shape before anything is sent. */
    #recordPath(method, collection, id, prefix) {
        const checked = (0,service_records/* idSegment */.fn)(id, prefix);
        if ("segment" in checked)
            return `${collection}/${checked.segment}`;
        throw new api_error/* ApiError */.h({
            method,
            path: `${collection}/{id}`,
            status: undefined,
            serviceMessage: undefined,
            ambiguous: false,
            reason: `not sent: the id ${checked.problem}; plan again`,
        });
    }
    async #list(path, kind, counter) {
        const response = await this.#caller.call({ method: "GET", path, counter, list: true });
        return (0,response_records/* readRecordList */.on)(response, kind, this.#answer("GET", path));
    }
    async #get(path, kind, counter) {
        const response = await this.#caller.call({ method: "GET", path, counter });
        return (0,response_records/* readRecord */.aE)(response, kind, this.#answer("GET", path));
    }
    #answer(method, path, ambiguous = false) {
        return { method, path, ambiguous, redact: (text) => this.redact(text) };
    }
    /** As #answer, keeping each asset's extra fields; the latest answer about an asset wins. */
    #assetAnswer(method, path, ambiguous = false) {
        const known = service_deviations/* LIST_RULES */.$R["/cyber-assets"].known;
        return {
            ...this.#answer(method, path, ambiguous),
            keepRaw: (record, raw) => {
                const fields = serviceFieldsOf(raw, known, (text) => this.redact(text));
                if (fields === undefined)
                    this.#assetServiceFields.delete(record.id);
                else
                    this.#assetServiceFields.set(record.id, fields);
            },
        };
    }
}
/** The four lists at once: reading the live inventory costs exactly four requests. */
async function fetchLiveInventory(client) {
    const [facilities, controlCenters, cyberSystems, cyberAssets] = await Promise.all([
        client.listFacilities(),
        client.listControlCenters(),
        client.listCyberSystems(),
        client.listCyberAssets(),
    ]);
    return { facilities, controlCenters, cyberSystems, cyberAssets };
}


/***/ })

};
