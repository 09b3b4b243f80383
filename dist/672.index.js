export const id = 672;
export const ids = [672];
export const modules = {

/***/ 8672:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  checkDrift: () => (/* binding */ checkDrift)
});

// EXTERNAL MODULE: ./src/action/policy/policy-protection.ts + 1 modules
var policy_protection = __webpack_require__(6563);
// EXTERNAL MODULE: ./src/core/evidence/records/drift-findings.ts
var drift_findings = __webpack_require__(9094);
// EXTERNAL MODULE: ./src/core/evidence/chain/record-files.ts
var record_files = __webpack_require__(1864);
// EXTERNAL MODULE: ./src/core/shared/errors.ts
var errors = __webpack_require__(9130);
// EXTERNAL MODULE: ./src/engine/engine.ts + 23 modules
var engine = __webpack_require__(109);
// EXTERNAL MODULE: ./src/render/plan/drift.ts
var drift = __webpack_require__(8177);
// EXTERNAL MODULE: ./src/action/evidence/evidence.ts + 6 modules
var evidence_evidence = __webpack_require__(9757);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/evidence/monitoring/configuration-monitoring.ts
var configuration_monitoring = __webpack_require__(3537);
// EXTERNAL MODULE: ./src/core/inventory/document/asset-class.ts
var asset_class = __webpack_require__(8453);
// EXTERNAL MODULE: ./src/core/shared/names.ts
var shared_names = __webpack_require__(2885);
// EXTERNAL MODULE: ./src/core/evidence/records/configuration-monitoring-model.ts
var configuration_monitoring_model = __webpack_require__(7834);
// EXTERNAL MODULE: ./src/core/inventory/document/baseline-items.ts
var baseline_items = __webpack_require__(5168);
;// CONCATENATED MODULE: ./src/core/evidence/monitoring/configuration-monitoring-record.ts






/**
 * The ids of the assets a service's inventory (live, or a listing of it) holds in `systems`, the
 * workspace's own (a plan's managed systems, a listing's managed ones). Two of them of one name
 * are left out: the collector's file names a system by its name alone.
 */
function assetIdsOf(systems, assets) {
    const named = new Map();
    for (const { id, name } of systems)
        named.set((0,shared_names/* nameKey */.Rc)(name), [...(named.get((0,shared_names/* nameKey */.Rc)(name)) ?? []), id]);
    const names = new Map([...named].flatMap(([name, [id, ...others]]) => id !== undefined && others.length === 0 ? [[id, name]] : []));
    const ids = new Map();
    for (const asset of assets) {
        const system = names.get(asset.cyber_system_id);
        if (system === undefined)
            continue;
        const byName = ids.get(system) ?? new Map();
        ids.set(system, byName);
        byName.set((0,shared_names/* nameKey */.Rc)(asset.name), asset.id);
    }
    return ids;
}
function declaredBaselines(documents, ids = new Map()) {
    const systems = new Map();
    for (const document of documents) {
        const assets = systems.get(document.cyberSystem.value) ?? new Map();
        systems.set(document.cyberSystem.value, assets);
        const idOf = (name) => name === undefined
            ? undefined
            : ids.get((0,shared_names/* nameKey */.Rc)(document.cyberSystem.value))?.get((0,shared_names/* nameKey */.Rc)(name));
        for (const asset of document.assets) {
            const { baseline } = asset;
            // A rename the service has not applied yet: it still holds the asset by its old name.
            const id = idOf(asset.name) ?? idOf(asset.renamedFrom?.value);
            assets.set(asset.name, {
                ...(id === undefined ? {} : { asset_id: id }),
                ...(document.impact === undefined ? {} : { impact: document.impact.value }),
                class: asset.class?.value ?? asset_class/* DEFAULT_ASSET_CLASS */.q$,
                baseline: baseline === undefined
                    ? undefined
                    : baseline.kind === "ref" || baseline.content === undefined
                        ? { kind: "ref", digest: baseline.digest, sha256: baseline.refSha256 ?? "" }
                        : { kind: "content", content: baseline.content },
            });
        }
    }
    return systems;
}
/** The record's body, or every asset of the file the inventory does not declare. */
function compareMonitoring(input, declared, facts) {
    const undeclared = [];
    const assets = [];
    const unauthorized_changes = [];
    for (const [index, asset] of input.assets.entries()) {
        const found = declared.get(asset.cyber_system)?.get(asset.name);
        if (found === undefined) {
            undeclared.push(undeclaredAsset(asset, index, declared));
            continue;
        }
        const known = found.asset_id;
        if (known !== undefined && asset.asset_id !== undefined && asset.asset_id !== known) {
            undeclared.push({
                pointer: (0,configuration_monitoring/* jsonPointer */.Av)(["assets", index, "asset_id"]),
                message: `the service holds asset ${JSON.stringify(asset.name)} in cyber system ${JSON.stringify(asset.cyber_system)} as ${JSON.stringify(known)}, not ${JSON.stringify(asset.asset_id)}: write ${JSON.stringify(known)}, or leave asset_id out`,
            });
            continue;
        }
        if (asset.baseline_ref_sha256 !== undefined && found.baseline?.kind !== "ref") {
            undeclared.push({
                pointer: (0,configuration_monitoring/* jsonPointer */.Av)(["assets", index, "baseline_ref_sha256"]),
                message: `the inventory declares no baseline_ref for asset ${JSON.stringify(asset.name)} in cyber system ${JSON.stringify(asset.cyber_system)} (${found.baseline === undefined ? "it declares no baseline" : "its baseline is written in the inventory"}): leave baseline_ref_sha256 out`,
            });
            continue;
        }
        const compared = compareAsset(asset, found);
        assets.push(compared);
        unauthorized_changes.push(...unauthorizedChanges(compared, asset.observed, found));
    }
    if (undeclared.length > 0)
        return { undeclared };
    return {
        evidence: {
            commit: facts.commit,
            observed_at: input.observed_at,
            collector: { name: input.collector.name, version: input.collector.version },
            input_sha256: facts.inputSha256,
            assets,
            unauthorized_changes,
            // An investigation names its asset as the inventory does now: the tool records its id.
            investigations: (input.investigations ?? []).map((investigation) => {
                const id = declared.get(investigation.cyber_system)?.get(investigation.name)?.asset_id;
                return { ...investigation, ...(id === undefined ? {} : { asset_id: id }) };
            }),
        },
    };
}
/**
 * Each item of `asset` whose observed digest differs from the declared one, with the entries that
 * differ when both sides are content (a collector may give an item as its digest only).
 */
function unauthorizedChanges(asset, observed, found) {
    return baseline_items/* BASELINE_ITEMS */.dK.flatMap((item) => {
        const { observed: seen, declared: was, matches } = asset.items[item];
        if (matches === false && seen !== null && was !== null) {
            const shown = observed[item];
            const entries = Array.isArray(shown) && found.baseline?.kind === "content"
                ? (0,configuration_monitoring_model/* itemEntryChanges */.zu)(item, shown, found.baseline.content[item])
                : {};
            return [{ ...namedAs(asset), item, observed: seen, declared: was, ...entries }];
        }
        return [];
    });
}
/** How a record names an asset: by system and name, and by its id when known. */
function namedAs(asset) {
    return {
        cyber_system: asset.cyber_system,
        name: asset.name,
        ...(asset.asset_id === undefined ? {} : { asset_id: asset.asset_id }),
    };
}
function undeclaredAsset(asset, index, declared) {
    const system = declared.get(asset.cyber_system);
    if (system === undefined) {
        const [close] = (0,shared_names/* closestNames */.g9)(asset.cyber_system, declared.keys(), 1);
        return {
            pointer: (0,configuration_monitoring/* jsonPointer */.Av)(["assets", index, "cyber_system"]),
            message: `the inventory declares no cyber system ${JSON.stringify(asset.cyber_system)}: write the cyber_system of its inventory document${close === undefined ? "" : ` (did you mean ${JSON.stringify(close)}?)`}`,
        };
    }
    const [close] = (0,shared_names/* closestNames */.g9)(asset.name, system.keys(), 1);
    return {
        pointer: (0,configuration_monitoring/* jsonPointer */.Av)(["assets", index, "name"]),
        message: `the inventory declares no asset ${JSON.stringify(asset.name)} in cyber system ${JSON.stringify(asset.cyber_system)}: write the asset's name as the inventory names it${close === undefined ? "" : ` (did you mean ${JSON.stringify(close)}?)`}, or declare the asset first`,
    };
}
function compareAsset(asset, found) {
    const from = found.baseline === undefined
        ? "none"
        : found.baseline.kind === "ref"
            ? "baseline_ref"
            : "inventory";
    const items = Object.fromEntries(baseline_items/* BASELINE_ITEMS */.dK.map((item) => [item, compareItem(item, asset.observed, found)]));
    const compared = Object.values(items);
    const complete = compared.every((item) => item.matches !== null);
    const matches = compared.some((item) => item.matches === false) ? false : complete ? true : null;
    const id = found.asset_id ?? asset.asset_id;
    return {
        cyber_system: asset.cyber_system,
        name: asset.name,
        ...(id === undefined ? {} : { asset_id: id }),
        ...(found.impact === undefined ? {} : { impact: found.impact }),
        class: found.class,
        declared_from: from,
        ...(from === "inventory" ? {} : { note: configuration_monitoring_model/* DECLARED_NOTES */.z7[from] }),
        items,
        complete,
        matches,
        ...refCheck(asset, found),
    };
}
/** The collector's fetch of the referenced baseline document, against what the reference states. */
function refCheck(asset, found) {
    const fetched = asset.baseline_ref_sha256;
    if (fetched === undefined || found.baseline?.kind !== "ref")
        return {};
    const { digest, sha256 } = found.baseline;
    return {
        baseline_ref: {
            digest,
            declared_sha256: sha256,
            fetched_sha256: fetched,
            matches: fetched === sha256,
        },
    };
}
function compareItem(item, observed, found) {
    const seen = (0,configuration_monitoring/* observedDigest */.hU)(observed, item);
    const { baseline } = found;
    const declared = baseline?.kind === "content" && baseline.content[item] !== undefined
        ? (0,configuration_monitoring_model/* itemDigest */.Ug)(item, baseline.content[item])
        : null;
    return {
        observed: seen,
        declared,
        matches: seen === null || declared === null ? null : seen === declared,
    };
}
/** The run id of a collector file's record: the same for the same file's bytes. */
function monitoringRunId(inputSha256) {
    return `${CLI_RUN_PREFIX}${inputSha256.slice(0, 20)}`;
}
/** The ledger's draft of a configuration-monitoring record appended from the command line. */
function monitoringDraft(evidence, workspace, toolVersion, run) {
    return {
        format_version: EVIDENCE_FORMAT_VERSION,
        workspace,
        tool_version: toolVersion,
        origin: "cli",
        run: {
            repository: run.repository,
            run_id: monitoringRunId(evidence.input_sha256),
            run_attempt: 1,
            actor: run.actor,
        },
        kind: "configuration-monitoring",
        configuration_monitoring: evidence,
    };
}

// EXTERNAL MODULE: ./src/core/authority/authority.ts
var authority = __webpack_require__(8652);
// EXTERNAL MODULE: ./src/core/shared/sha256.ts
var sha256 = __webpack_require__(7154);
// EXTERNAL MODULE: ./src/io/checkout/optional-file.ts
var optional_file = __webpack_require__(4928);
// EXTERNAL MODULE: ./src/action/run/failure.ts
var run_failure = __webpack_require__(8694);
;// CONCATENATED MODULE: ./src/action/drift/configuration-monitoring.ts
// At a drift check, the collector's configuration-monitoring file the input monitoring-file names
// (CIP-010 R2.1): checked against its schema, compared with the inventory at the run's commit
// (digests only), each asset named by the id the service holds it by (the live inventory this
// check read), and drafted as a `configuration-monitoring` record. What R2.1 is closed by; the
// drift check itself (an inventory reconciliation) closes nothing of it. A file that is missing,
// not valid, observed after it is appended (the authority table's configuration-observation row)
// or names an asset the inventory does not declare fails the run with failure-reason invalid,
// naming the input, the file and the JSON pointer, before the drift check writes anything. A file
// that differs from the one at the commit in force (a refused merge's, a direct push's) is sealed
// nowhere: the run says why and seals nothing of it, so it closes nothing.








/**
 * The record of the collector's file, to append once the check's own record is; undefined when
 * the file is not the one in force (said in the log); or a refusal.
 */
async function configurationMonitoringOf(scope, file, ids) {
    const refused = (why) => new run_failure/* ActionFailure */.d("invalid", `input monitoring-file ${file} ${why}; nothing was written: no record was appended to the evidence ledger, and no issue or notification was sent`);
    const text = await (0,optional_file/* readTextIfPresent */.Ge)((0,external_node_path_.join)(scope.context.workspaceDir, file));
    if (text === undefined)
        throw refused("does not exist in the checkout: commit the collector's file, or set the input to ''");
    const notInForce = await differenceFromInForce(scope, file, text);
    if (notInForce !== undefined) {
        scope.reporter.warning(notInForce, { title: "Collector's file not in force" });
        return undefined;
    }
    const read = (0,configuration_monitoring/* parseCollectorFile */.$B)(text);
    if ("problem" in read)
        throw refused(read.problem);
    const { input } = read;
    const { workspace } = scope.settings;
    if (input.workspace !== workspace)
        throw refused(`is of workspace ${input.workspace} (its /workspace), not the input workspace ${workspace} of this drift check: commit it where the drift check of workspace ${input.workspace} reads it, or, if the file is of workspace ${workspace}, write that at /workspace`);
    const late = (0,authority/* observationRefusal */.pj)(input.observed_at, "default-branch-drift-check", new Date());
    if (late !== undefined)
        throw refused(late);
    const { documents } = await scope.inventory();
    const compared = compareMonitoring(input, declaredBaselines(documents, ids), {
        commit: scope.context.sha,
        inputSha256: (0,sha256/* sha256Hex */.fg)(text),
    });
    if ("undeclared" in compared)
        throw refused(compared.undeclared.map((asset) => `${asset.pointer}: ${asset.message}`).join("; "));
    const { evidence } = compared;
    scope.reporter.info(`Configuration monitoring (${file}): ${evidence.assets.length} asset(s) compared, ${evidence.unauthorized_changes.length} unauthorized change(s) detected. ${configuration_monitoring/* COLLECTOR_WORD */.br}`);
    return (0,evidence_evidence/* configurationMonitoringDraft */.ej)(scope, evidence);
}
/**
 * Why the checkout's `text` of the collector's `file` is not the one in force, or undefined when
 * it is: the same text at the commit the last accepted record put in force (or the genesis). A
 * checkout that is that commit, or a ledger not started, is in force itself.
 */
async function differenceFromInForce(scope, file, text) {
    const inForce = await scope.inForce();
    if (inForce === null || inForce.commit === scope.context.sha)
        return undefined;
    const [there] = await scope.host.inventory.documentsAt(inForce.commit, {
        paths: [file],
        roots: [],
        matches: () => false,
    });
    if (there?.text === text)
        return undefined;
    const put = inForce.from === "genesis" ? "the ledger's genesis" : "the last accepted merge";
    return `input monitoring-file ${file} was not sealed: it differs from the one at commit ${inForce.commit}, the commit in force (${put} put it there), ${there === undefined ? "which has no such file" : "which holds another text"}. A change the gate did not accept (a refused merge, a direct push) brought it, so it closes nothing of CIP-010 R2.1. Merge the collector's file in a pull request the gate accepts; the next drift check then seals it`;
}

// EXTERNAL MODULE: ./src/action/run/messages.ts
var messages = __webpack_require__(3622);
// EXTERNAL MODULE: ./src/action/run/notify.ts + 1 modules
var notify = __webpack_require__(2761);
// EXTERNAL MODULE: ./src/core/shared/calendar.ts
var shared_calendar = __webpack_require__(8291);
// EXTERNAL MODULE: ./src/core/obligations/obligations.ts + 10 modules
var obligations_obligations = __webpack_require__(8726);
// EXTERNAL MODULE: ./src/action/evidence/change-record-facts.ts + 3 modules
var change_record_facts = __webpack_require__(7333);
// EXTERNAL MODULE: ./src/core/checkpoint/ledger-checkpoint.ts + 22 modules
var ledger_checkpoint = __webpack_require__(1875);
// EXTERNAL MODULE: ./src/core/review/policy/file/parse-policy.ts + 4 modules
var parse_policy = __webpack_require__(9914);
;// CONCATENATED MODULE: ./src/action/obligations/ledger-fold.ts





const TITLE = { title: "CIP obligations" };
/** The fold, or undefined (after a warning that says why) when the obligations cannot be judged. */
async function readLedgerFold(scope) {
    const { settings, reporter } = scope;
    if (settings.evidenceBranch === "")
        return undefined;
    let fromPolicy;
    try {
        fromPolicy = await calendarInForce(scope);
    }
    catch (error) {
        reporter.warning(`Could not judge the CIP obligations: ${(0,errors/* errorMessage */.g)(error)}`, TITLE);
        return undefined;
    }
    if (fromPolicy.kind === "invalid") {
        reporter.warning(`Could not judge the CIP obligations: ${fromPolicy.problem}`, TITLE);
        return undefined;
    }
    const calendar = (0,shared_calendar/* resolveCalendar */.Z4)({ timeZone: settings.obligationsTimeZone }, fromPolicy.calendar);
    // Today in the calendar's time zone, as cip-sync obligations counts it.
    const judging = {
        asOf: (0,shared_calendar/* dateIn */.m7)(new Date(), calendar.timeZone),
        calendar,
        options: { completionGraceDays: fromPolicy.completionGraceDays },
    };
    try {
        return await foldOf(scope, judging);
    }
    catch (error) {
        reporter.warning(`Could not judge the CIP obligations: ${(0,errors/* errorMessage */.g)(error)}`, TITLE);
        return undefined;
    }
}
/**
 * The calendar the obligations are judged in where no accepted record kept one (contextAt): the
 * owner policy's at the commit in force (the last accepted merge's, or the genesis's), never the
 * checkout's when it is another commit, which a direct push or a refused merge may have changed:
 * "the calendar a record opens obligations with is the one the last accepted record kept".
 */
async function calendarInForce(scope) {
    const inForce = await scope.inForce();
    const file = scope.settings.policyFile;
    if (inForce === null || inForce.commit === scope.context.sha || file === "")
        return scope.policyCalendar();
    const [read] = await scope.host.inventory.documentsAt(inForce.commit, {
        paths: [file],
        roots: [],
        matches: () => false,
    });
    return (0,parse_policy/* policyCalendarOf */.C)(read?.text, `${file} at commit ${inForce.commit}`);
}
async function foldOf(scope, judging) {
    const { settings, host, reporter } = scope;
    const { evidenceBranch: branch, workspace } = settings;
    const since = await host.evidence.sinceCheckpoint(branch, workspace, await scope.ledgerWriter());
    if (since.checkpoint !== undefined) {
        const path = `the checkpoint beside record #${since.checkpoint.record.record.sequence}`;
        try {
            const start = (0,ledger_checkpoint/* parseCheckpoint */.S7)(since.checkpoint.text, path);
            const fold = ledger_checkpoint/* WorkspaceFold */.BM.start(workspace, judging, start);
            reporter.info(`Judged the CIP obligations from ${path} (the state through record #${start.through.sequence}) and the ${since.records.length} record(s) after it.`);
            const read = {
                records: since.records.length,
                recordBytes: since.recordBytes,
                checkpointBytes: Buffer.byteLength(since.checkpoint.text),
            };
            return folded(fold, judging, start, since.records, read);
        }
        catch (error) {
            reporter.info(`Judged from every record: ${(0,errors/* errorMessage */.g)(error)}.`);
        }
    }
    const records = await host.evidence.records(branch, workspace, await scope.ledgerWriter());
    return folded(ledger_checkpoint/* WorkspaceFold */.BM.start(workspace, judging), judging, undefined, records, undefined);
}
function folded(fold, judging, start, records, sinceStart) {
    for (const entry of records)
        fold.add(entry);
    // Written only when due: taking it costs as much as resuming one.
    const text = (0,ledger_checkpoint/* checkpointIsDue */.nq)(sinceStart) ? fold.checkpointText() : undefined;
    const due = text === undefined || fold.through === undefined
        ? undefined
        : checkpointDue(text, fold.through);
    return { fold, judging, start, records: [...records], due };
}
function checkpointDue(text, through) {
    return { text, reference: { sha256: (0,sha256/* sha256Hex */.fg)(text), through } };
}
/**
 * Adds a record this check appended; false when the fold no longer stands at the record before
 * it (another job appended between), and the caller reads the ledger again.
 */
function addAppended(judged, appended) {
    const { through } = judged.fold;
    const { record } = appended;
    const next = through === undefined
        ? record.sequence === 1
        : record.sequence === through.sequence + 1 && record.previous_sha256 === through.sha256;
    if (!next)
        return false;
    judged.fold.add(appended);
    judged.records.push(appended);
    return true;
}
/**
 * The obligations as the previous drift check saw them: the same start, the records up to that
 * check's. Undefined when that check is before the fold's start (its view is not in the records).
 */
function previousView(judged, workspace) {
    const checks = judged.records.filter(({ record }) => record.kind === "monitoring");
    const previous = checks.at(-2)?.record.recorded_at;
    if (previous === undefined)
        return judged.start === undefined ? [] : undefined;
    const { calendar, options } = judged.judging;
    const fold = ledger_checkpoint/* WorkspaceFold */.BM.start(workspace, { asOf: new Date(previous), calendar, options }, judged.start);
    for (const entry of judged.records)
        if (entry.record.recorded_at <= previous)
            fold.add(entry);
    return fold.pass.finish().obligations;
}

// EXTERNAL MODULE: ./src/core/obligations/obligation-model.ts + 1 modules
var obligation_model = __webpack_require__(4841);
// EXTERNAL MODULE: ./src/core/obligations/obligation-subject.ts + 1 modules
var obligation_subject = __webpack_require__(7942);
;// CONCATENATED MODULE: ./src/core/obligations/obligation-notices.ts
// What a drift check tells a person of the CIP obligations: those that became an exception (a
// completion not recorded past the grace days, a completion dated before its authorization, an
// unauthorized change), overdue or due soon since the previous check, each state once and in that
// order. An exception is notified as an overdue obligation is: both ask someone to act now, so
// both go out under `obligation-overdue`. Pure.


/** The states a notice is sent for, the most urgent first, with the event that carries each. */
const NOTIFIED = [
    { state: "exception", event: "obligation-overdue", became: "became exceptions" },
    { state: "overdue", event: "obligation-overdue", became: "became overdue" },
    { state: "due-soon", event: "obligation-due-soon", became: "due soon" },
];
/** At most this many obligations are named in one notice; the rest are counted. */
const NAMED = 5;
/**
 * One notice per state some obligation of `now` is newly in since `before`, each ending with the
 * families `notJudged` (none sends a notice of its own: it is no new state).
 */
function obligationNotices(now, before, notJudged = []) {
    const unjudged = notJudged.map((family) => ` ${family.notJudged}`).join("");
    return NOTIFIED.flatMap(({ state, event, became }) => {
        const newly = (0,obligation_subject/* newlyIn */.Hf)(state, now, before);
        if (newly.length === 0)
            return [];
        const named = newly.slice(0, NAMED).map((o) => {
            const why = state === "exception" && o.reason !== undefined ? `: ${o.reason}` : "";
            return `${(0,obligation_model/* kindText */.uS)(o)} ${(0,obligation_subject/* subjectText */.yq)(o)} (due ${o.due ?? "none"}${why})`;
        });
        const more = newly.length > NAMED ? `, and ${newly.length - NAMED} more` : "";
        return [
            {
                event,
                title: `${newly.length} CIP obligation(s) ${became}`,
                detail: `${named.join("; ")}${more}${unjudged === "" ? "" : `.${unjudged}`}`,
            },
        ];
    });
}

// EXTERNAL MODULE: ./src/core/shared/wording.ts
var wording = __webpack_require__(2205);
// EXTERNAL MODULE: ./src/core/obligations/obligation-families.ts
var obligation_families = __webpack_require__(9178);
// EXTERNAL MODULE: ./src/core/shared/text/line-breaks.ts
var line_breaks = __webpack_require__(8492);
;// CONCATENATED MODULE: ./src/render/shared/csv-cell.ts
// One CSV cell as every CSV we write has it (RFC 4180): never a formula in a spreadsheet. A cell
// that begins with = + - @ tab or CR would run as a formula, and so would any part of it after a
// separator some spreadsheet splits on: `,`, `;` (Excel's default where the decimal mark is a comma,
// most of Europe and fr-CA) or tab, since a reader splitting on `;` ignores our quotes around a cell
// that does not start one of its fields; and after any line break (a lone CR included), since a
// reader that ignores our quotes starts a new row there. A reader that trims the spaces at a
// field's start (a list joined with "; ") finds the same starts after them. Each such start gets an
// apostrophe, and the cell is quoted when it holds any separator, a quote or a line break.

const SEPARATOR = `,;\\t${line_breaks/* LINE_BREAK_CLASS */.C}`;
/** A formula's first character, as a character class. */
const FORMULA_FIRST = "[=+\\-@\\t\\r]";
const FORMULA_START = new RegExp(`(?<=^ *|[${SEPARATOR}] *)(?=${FORMULA_FIRST})`, "gu");
const NEEDS_QUOTES = new RegExp(`["${SEPARATOR}]`, "u");
/**
 * Where FORMULA_START matches, found without its look-behind: a formula's first character after the
 * cell's start or a separator, and spaces.
 */
const FORMULA_POSSIBLE = new RegExp(`(?:^|[${SEPARATOR}]) *${FORMULA_FIRST}`, "u");
function csv_cell_csvCell(value) {
    if (value === undefined)
        return "";
    const plain = String(value);
    // Most cells (dates, digests, names, sentences with commas) have no formula's first character
    // where a field may start: the replacement's look-behind, tried at every character of the cell,
    // is spared for them (it was a tenth of the handover's populations at 100,000 records when any
    // separator let it run).
    const text = FORMULA_POSSIBLE.test(plain) ? plain.replace(FORMULA_START, "'") : plain;
    return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

;// CONCATENATED MODULE: ./src/render/shared/escape-html.ts
// Escaping of untrusted text (names, titles, logins, messages from the ledger) for HTML text and
// attribute values: the five characters that could end an element or an attribute.

const HTML_ESCAPES = new Map([
    ["&", "&amp;"],
    ["<", "&lt;"],
    [">", "&gt;"],
    ['"', "&quot;"],
    ["'", "&#39;"],
]);
function escape_html_escapeHtml(text) {
    return text.replace(/[&<>"']/g, (character) => getOrThrow(HTML_ESCAPES, character, "HTML_ESCAPES"));
}

// EXTERNAL MODULE: ./src/core/shared/text/reveal.ts
var reveal = __webpack_require__(6800);
;// CONCATENATED MODULE: ./src/render/shared/json-chunks.ts
// JSON written in pieces, byte for byte as renderJson would write the value whole (2-space
// indentation at every depth, hidden characters escaped, a trailing newline): each member and each
// item of a list stringified on its own and indented to its depth, so that a list of any length is
// written one item at a time (the audit report's records, the obligations).


/**
 * A document whose members are `members`, as `renderJson` would write it: escaped, a last newline.
 * Escaped a batch of pieces at a time: the escape is a character's own (JSON.stringify never splits
 * a character between pieces), and its look for a character to escape costs per call, where most
 * pieces are a few bytes (a 281 MB obligations listing: 0.76 s escaping piece by piece).
 */
function* json_chunks_documentChunks(members) {
    for (const batch of textBatches(objectChunks(members, 0)))
        yield escapeHiddenCharactersInJson(batch);
    yield "\n";
}
/** `value` as JSON.stringify(value, null, 2) writes it `depth` levels deep, in one piece. */
function json_chunks_whole(value, depth) {
    const json = JSON.stringify(value, null, 2);
    return json === undefined ? undefined : [json.replaceAll("\n", `\n${indent(depth)}`)];
}
/** An object's members that have a value, as JSON.stringify writes them (`{}` when none has). */
function* objectChunks(members, depth) {
    let written = 0;
    for (const [key, part] of members) {
        const chunks = part(depth + 1);
        if (chunks === undefined)
            continue;
        yield `${written++ === 0 ? "{" : ","}\n${indent(depth + 1)}${JSON.stringify(key)}: `;
        yield* chunks;
    }
    yield written === 0 ? "{}" : `\n${indent(depth)}}`;
}
/** A list's items, each read when it is written, as JSON.stringify writes an array's. */
function* json_chunks_arrayChunks(items, depth, item) {
    let written = 0;
    for (const value of items) {
        yield `${written++ === 0 ? "[" : ","}\n${indent(depth + 1)}`;
        // JSON.stringify writes null for an item it would leave out of an object.
        yield* item(value, depth + 1) ?? ["null"];
    }
    yield written === 0 ? "[]" : `\n${indent(depth)}]`;
}
function indent(depth) {
    return "  ".repeat(depth);
}

// EXTERNAL MODULE: ./src/render/shared/escape-markdown.ts
var escape_markdown = __webpack_require__(4747);
;// CONCATENATED MODULE: ./src/render/evidence/obligations.ts








const COLUMNS = (/* unused pure expression or super */ null && ([
    "status",
    "kind",
    "workspace",
    "cyber_system_id",
    "cyber_system",
    "asset",
    "due",
    "opened_by_sequence",
    "opened_by_sha256",
    "opened_at",
    "closed_by_sequence",
    "closed_by_sha256",
    "closed_at",
    "requirement",
    "notes",
    // What it is about in words: the asset, or what a family's subject and CIP-003 name (an item, a
    // patch source, a patch, a mitigation plan, a delegation), which the columns above do not hold.
    "subject",
    // Last, so that a reader of the columns before it finds them where they were.
    "reason",
]));
/** A family not judged, or not applicable, as a row: its name as the kind, its words as the reason. */
function unjudgedCells(status, family) {
    const reason = status === "not judged" ? family.notJudged : notApplicableWords(family);
    return { status, kind: family.name, reason };
}
function cells(o) {
    return {
        status: o.status,
        kind: kindText(o),
        workspace: o.workspace,
        cyber_system_id: o.subject.cyber_system_id,
        cyber_system: o.subject.cyber_system,
        asset: o.subject.asset,
        due: o.due ?? undefined,
        opened_by_sequence: o.opened_by.sequence,
        opened_by_sha256: o.opened_by.sha256,
        opened_at: o.opened_by.recorded_at,
        closed_by_sequence: o.closed_by?.sequence,
        closed_by_sha256: o.closed_by?.sha256,
        closed_at: o.closed_by?.recorded_at,
        requirement: o.requirement,
        notes: o.notes?.map(({ login, note }) => `${login}: ${note}`).join("; "),
        subject: subjectText(o),
        reason: o.reason,
    };
}
/**
 * The obligations as CSV, a line at a time: a list of any length is never one string. A family not
 * judged is a row of its own first, status "not judged", its words in `reason`, so that no empty
 * list reads as clear in a spreadsheet either.
 */
function* obligationsCsvChunks(report) {
    yield `${COLUMNS.join(",")}\r\n`;
    for (const row of [
        ...(report.notJudged ?? []).map((family) => unjudgedCells("not judged", family)),
        ...(report.notApplicable ?? []).map((family) => unjudgedCells("not applicable", family)),
    ])
        yield `${COLUMNS.map((column) => csvCell(row[column])).join(",")}\r\n`;
    for (const o of report.obligations) {
        const row = cells(o);
        yield `${COLUMNS.map((column) => csvCell(row[column])).join(",")}\r\n`;
    }
}
/**
 * The obligations as renderJson writes them (`at`, `calendar`, `history_not_checked` when the
 * ledger was read without its git history, `statuses` when only these are listed, `obligations`),
 * one at a time.
 */
function obligationsJsonChunks(report) {
    const unchecked = report.historyNotChecked;
    const history = unchecked === undefined ? [] : [["history_not_checked", (depth) => whole(unchecked, depth)]];
    const statuses = report.statuses;
    const listed = statuses === undefined ? [] : [["statuses", (depth) => whole(statuses, depth)]];
    const notJudged = report.notJudged?.map((family) => family.notJudged);
    const notApplicable = report.notApplicable?.map(notApplicableWords);
    const unjudged = [
        ...(notJudged === undefined || notJudged.length === 0
            ? []
            : [["not_judged", (depth) => whole(notJudged, depth)]]),
        ...(notApplicable === undefined || notApplicable.length === 0
            ? []
            : [["not_applicable", (depth) => whole(notApplicable, depth)]]),
    ];
    return documentChunks([
        ["at", (depth) => whole(report.at, depth)],
        ["calendar", (depth) => whole(report.calendar, depth)],
        ...history,
        ...listed,
        ...unjudged,
        ["obligations", (depth) => arrayChunks(report.obligations, depth, whole)],
    ]);
}
/**
 * One line of counts: "6 obligations, 2 overdue, 1 closed late, 3 open" (the statuses present),
 * and how many are listed when the report lists only some, with the command that lists every one
 * as the format writes code (`code`): numbers and status names only, nothing to escape.
 */
function countsText(counts, listed, code = (text) => text) {
    const total = obligations_obligations/* OBLIGATION_STATUSES */.aC.reduce((sum, status) => sum + counts[status], 0);
    const parts = statusCounts(counts, obligations_obligations/* OBLIGATION_STATUSES */.aC);
    const some = listed !== undefined && listed < total
        ? `; ${listed} listed here, exceptions first (${code("cip-sync obligations --all")} lists every one)`
        : "";
    return `${(0,wording/* countOf */.pq)(total, "obligation")}, ${parts.length === 0 ? "none" : parts.join(", ")}${some}`;
}
/** "3 reminder, 1 closed": how many of each of `statuses` there are, those present only. */
function statusCounts(counts, statuses) {
    return statuses
        .filter((status) => counts[status] > 0)
        .map((status) => `${counts[status]} ${status.replace("-", " ")}`);
}
/**
 * What a listing of some statuses leaves out, and how to see it: "Listed: exception, overdue, due
 * soon, open. Not listed: 3 reminder, 1 closed; --all lists every one." Undefined when nothing is
 * left out. `flag` writes a flag as the format shows one.
 */
function unlistedText(report, flag) {
    const listed = report.statuses;
    if (listed === undefined)
        return undefined;
    const unlisted = statusCounts(report.counts, obligations_obligations/* OBLIGATION_STATUSES */.aC.filter((status) => !listed.includes(status)));
    if (unlisted.length === 0)
        return undefined;
    const names = listed.length === 0 ? "none" : listed.map((s) => s.replace("-", " ")).join(", ");
    return `Listed: ${names}. Not listed: ${unlisted.join(", ")}; ${flag("--all")} lists every one, ${flag("--status")} chooses.`;
}
/** A record as the obligations' listings name it: "#3 2026-01-21T06:00:00.000Z sha256:<12 hex>". */
function recordText(ref) {
    return `#${ref.sequence} ${ref.recorded_at} sha256:${ref.sha256.slice(0, 12)}`;
}
/** The obligations as text, a line at a time. */
function* obligationsTextChunks(report) {
    yield `Obligations as of ${report.at} (${report.calendar}): ${countsText(report.counts)}.\n`;
    if (report.historyNotChecked !== undefined)
        yield `History not checked: ${report.historyNotChecked}.\n`;
    for (const family of report.notJudged ?? [])
        yield `Not judged: ${family.notJudged}\n`;
    for (const family of report.notApplicable ?? [])
        yield `Not applicable: ${notApplicableWords(family)}\n`;
    const unlisted = unlistedText(report, (name) => name);
    if (unlisted !== undefined)
        yield `${unlisted}\n`;
    for (const o of report.obligations) {
        const due = dueText(o);
        const closed = o.closed_by === undefined ? "" : `, closed by ${recordText(o.closed_by)}`;
        const noted = [
            ...(o.reason === undefined ? [] : [`; ${o.reason}`]),
            ...(o.closed_as === undefined ? [] : [` (${o.closed_as})`]),
            ...(o.verified_by === undefined
                ? []
                : [`; referenced baseline verified by ${recordText(o.verified_by)}`]),
            ...(o.not_closed_by ?? []).map(({ record, why }) => `; not closed by #${record.sequence}: ${why}`),
            ...(o.notes ?? []).map(({ login, note }) => `; noted by ${login}: ${note}`),
        ].join("");
        yield `  ${o.status.padEnd(11)} ${kindText(o).padEnd(12)}  ${revealHiddenCharacters(subjectText(o))} [${revealHiddenCharacters(o.workspace)}]: ${due}; opened by ${recordText(o.opened_by)}${closed}${revealHiddenCharacters(noted)}\n`;
    }
}
/**
 * Each family not judged, then each not applicable, a paragraph of its own in Markdown ("" for
 * none).
 */
function notJudgedMarkdown(families, notApplicable = []) {
    return [
        ...families.map((family) => `**Not judged:** ${(0,escape_markdown/* escapeMarkdown */.FV)(family.notJudged)}`),
        ...notApplicable.map((family) => `**Not applicable:** ${(0,escape_markdown/* escapeMarkdown */.FV)((0,obligation_families/* notApplicableWords */.Sg)(family))}`),
    ].join("\n\n");
}
/** The obligations the audit report and the Action list (some of them, with every count). */
function renderObligationsMarkdown(report) {
    return [
        ...markdownChunks(report, report.counts ?? (0,obligations_obligations/* countStatuses */.ip)(report.obligations), report.obligations.length),
    ].join("");
}
/** Every obligation of the listing in Markdown, a row at a time. */
function obligationsMarkdownChunks(report) {
    return markdownChunks(report, report.counts);
}
function* markdownChunks(report, counts, listed) {
    yield `## CIP obligations as of ${report.at}\n\n${countsText(counts, listed, escape_markdown/* markdownCodeSpan */.Bk)}. Dates count ${(0,escape_markdown/* escapeMarkdown */.FV)(report.calendar)}.\n\n`;
    if (report.historyNotChecked !== undefined)
        yield `**History not checked:** ${(0,escape_markdown/* escapeMarkdown */.FV)(report.historyNotChecked)}.\n\n`;
    const unjudged = notJudgedMarkdown(report.notJudged ?? [], report.notApplicable);
    if (unjudged !== "")
        yield `${unjudged}\n\n`;
    const unlisted = unlistedText({ ...report, counts }, escape_markdown/* markdownCodeSpan */.Bk);
    if (unlisted !== undefined)
        yield `${unlisted}\n\n`;
    let rows = 0;
    for (const o of report.obligations) {
        if (rows++ === 0)
            yield "| Status | Requirement | Workspace | Subject | Due | Opened by record | Closed by record | Reason |\n|---|---|---|---|---|---:|---:|---|\n";
        yield `| ${o.status} | ${(0,obligations_obligations/* kindText */.uS)(o)} | ${(0,escape_markdown/* markdownCodeSpan */.Bk)(o.workspace)} | ${(0,escape_markdown/* escapeMarkdown */.FV)((0,obligations_obligations/* subjectText */.yq)(o))} | ${o.due ?? ""} | ${o.opened_by.sequence} | ${o.closed_by?.sequence ?? ""} | ${(0,escape_markdown/* escapeMarkdown */.FV)(o.reason ?? "")} |\n`;
    }
}
/** The audit report's obligations in HTML: exceptions first, each with the records that opened and closed it. */
function obligationsHtml(report, limit) {
    if (report === undefined)
        return "";
    const head = `<h2 id="obligations">CIP obligations as of ${escapeHtml(report.at)}</h2>\n<p>${countsText(report.counts ?? countStatuses(report.obligations), report.obligations.length, (text) => `<code>${escapeHtml(text)}</code>`)}.</p>\n<p class="note">Dates count ${escapeHtml(report.calendar)}.</p>`;
    if (report.obligations.length === 0)
        return `${head}\n<p>No obligation: no change to a High or Medium system and no High system in the ledger.</p>`;
    const shown = report.obligations.slice(0, limit);
    const record = (ref) => ref === undefined ? "" : `#${ref.sequence} <code>${ref.sha256.slice(0, 12)}</code>`;
    const rows = shown.map((o) => {
        const bad = o.status === "exception" || o.status === "overdue" || o.status === "closed-late";
        return `<tr><td${bad ? ' class="bad"' : ""}>${o.status}</td><td>${kindText(o)}</td><td><code>${escapeHtml(o.workspace)}</code></td><td>${escapeHtml(subjectText(o))}</td><td>${o.due ?? ""}</td><td>${record(o.opened_by)}</td><td>${record(o.closed_by)}</td><td>${escapeHtml(o.reason ?? "")}</td></tr>`;
    });
    const more = report.obligations.length - shown.length;
    return [
        head,
        "<table><thead><tr><th>Status</th><th>Requirement</th><th>Workspace</th><th>Subject</th><th>Due</th><th>Opened by</th><th>Closed by</th><th>Reason</th></tr></thead><tbody>",
        ...rows,
        "</tbody></table>",
        more > 0
            ? `<p class="note">${more} more are listed by <code>cip-sync obligations</code>.</p>`
            : "",
    ].join("\n");
}

// EXTERNAL MODULE: ./src/core/evidence/records/in-force/facts-in-force.ts
var facts_in_force = __webpack_require__(6681);
;// CONCATENATED MODULE: ./src/render/evidence/facts-in-force.ts
// What the default branch declares that is not in force, as the drift check's summary and its
// obligations issue show it: the commit in force, the branch's commit, each difference, and the
// way back. Names from the files are escaped (they are a repository writer's text).

function renderNotInForceMarkdown(found) {
    return [
        "### Not in force: the default branch differs from what the gate accepted",
        "",
        `The default branch at ${(0,escape_markdown/* markdownCodeSpan */.Bk)(found.branchCommit)} declares governance facts that no accepted merge put in force; in force are those of commit ${(0,escape_markdown/* markdownCodeSpan */.Bk)(found.inForceCommit)}, merged by the change the gate accepted in ledger record #${found.sequence}. A change the gate refused (merged anyway) or a direct push never takes force: every pull request is judged against the facts in force, and the obligations read them from the records. Revert the commits between the two, then make the change in a pull request the gate accepts.`,
        "",
        ...found.differences.map((difference) => `- ${(0,escape_markdown/* escapeMarkdown */.FV)(difference)}`),
        "",
    ].join("\n");
}

;// CONCATENATED MODULE: ./src/action/obligations/facts-in-force-report.ts




/**
 * The section that says what is not in force, after warning of it; undefined when all is. What
 * the checkout declares is read only when there is something in force to compare it with.
 */
async function reportNotInForce(scope, inForce, declared) {
    const { reporter } = scope;
    const accepted = inForce.inForce;
    // Before the first accepted merge, the genesis is in force: what its commit declares.
    const genesis = accepted === null ? await genesisGovernance(scope) : undefined;
    if (accepted === null && genesis === undefined)
        return undefined;
    const pointer = accepted ?? genesis?.pointer;
    if (pointer === undefined)
        return undefined;
    const governance = accepted === null ? (genesis?.governance ?? null) : inForce.governance;
    if (governance === null) {
        reporter.info(`The facts in force were put there by record #${pointer.sequence}, written before records carried them: the next accepted merge records them, and the drift checks after it compare the default branch with them.`);
        return undefined;
    }
    const differences = (0,facts_in_force/* governanceDifferences */.f)(governance, await declared());
    if (differences.length === 0)
        return undefined;
    const found = {
        sequence: pointer.sequence,
        inForceCommit: pointer.commit,
        branchCommit: scope.context.sha,
        differences,
    };
    const where = accepted === null
        ? `the genesis commit ${found.inForceCommit}, what record #${found.sequence} was judged at`
        : `commit ${found.inForceCommit}, record #${found.sequence}`;
    reporter.warning(`The default branch at ${found.branchCommit} declares governance facts the gate never accepted (in force: ${where}): ${differences.join("; ")}. They do not take force: revert them, then make the change in a reviewed pull request.`, { title: "Not in force" });
    return renderNotInForceMarkdown(found);
}
/**
 * What the ledger's genesis declares, while no accepted merge is recorded; undefined (after a note
 * in the log) when the ledger was not started, or the genesis commit's files cannot be read.
 */
async function genesisGovernance(scope) {
    const { reporter } = scope;
    const inForce = await scope.inForce();
    if (inForce === null || inForce.from !== "genesis" || scope.settings.policyFile === "") {
        reporter.info("No merge the gate accepted is recorded yet, and the ledger has no genesis to compare the default branch with.");
        return undefined;
    }
    try {
        // The checkout is the genesis commit itself (a drift check of the commit its first one read).
        const governance = inForce.commit === scope.context.sha
            ? await (0,change_record_facts/* checkoutGovernance */.V)(scope)
            : await (0,change_record_facts/* governanceAt */.sN)(scope, inForce.commit);
        return { pointer: inForce, governance };
    }
    catch (error) {
        reporter.warning(`The governance facts of the genesis commit ${inForce.commit} could not be read (${(0,errors/* errorMessage */.g)(error)}): what the default branch declares since is not compared with them in this run.`, { title: "Not in force" });
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/action/obligations/obligations-report.ts
// The CIP obligations of the workspace, judged at each drift check (which has just closed the
// monitoring interval): the records are read whole from the evidence branch, chain-checked, and
// the obligations still open are listed in the job summary; outputs obligations-overdue and
// obligations-exceptions count the overdue ones and the exceptions; an obligation that became an exception, overdue or due soon since the previous
// drift check is notified once (core/obligations/obligation-notices.ts). A ledger that cannot be read or is broken is a warning that says so: nothing is
// judged from it, and the output is not set (fail closed).









/**
 * The obligations of `judged` (ledger-fold.ts) once this check's records are added: read again
 * from the ledger when another job appended between them. Nothing without a fold (said already).
 */
async function reportObligations(scope, judged, appended) {
    const { settings, reporter } = scope;
    let ledger = judged;
    for (const entry of appended)
        if (ledger !== undefined && entry !== undefined && !addAppended(ledger, entry))
            ledger = await readLedgerFold(scope);
    if (ledger === undefined)
        return;
    const notInForce = await reportNotInForce(scope, ledger.fold.factsInForce, () => (0,change_record_facts/* checkoutGovernance */.V)(scope));
    const { asOf: at, calendar } = ledger.judging;
    const { obligations } = ledger.fold.pass.finish();
    // Read after finish too: the families no accepted merge started, said wherever these are.
    const { notJudged, notApplicable } = ledger.fold.pass;
    // The previous drift check's view: what was already overdue then was already notified.
    const before = previousView(ledger, settings.workspace);
    if (before === undefined)
        reporter.info("The previous drift check is before the checkpoint read: nothing is notified again.");
    const overdue = obligations.filter((o) => o.status === "overdue");
    reporter.setOutput("obligations-overdue", String(overdue.length));
    // Apart from the overdue: an interval a record without authority left open becomes an exception,
    // not overdue, and a workflow alerting on the overdue alone would go quiet.
    const exceptions = obligations.filter((o) => o.status === "exception");
    reporter.setOutput("obligations-exceptions", String(exceptions.length));
    const listed = obligations.filter((o) => obligations_obligations/* STILL_TO_DO */.PB.includes(o.status));
    await reporter.summary(() => `\n${notInForce === undefined ? "" : `${notInForce}\n`}${renderObligationsMarkdown({ at, calendar: (0,shared_calendar/* calendarRule */.Zi)(calendar), obligations: listed, notJudged, notApplicable })}\n`);
    if (settings.obligationsIssue)
        await updateIssue(scope, obligations, {
            at,
            rule: (0,shared_calendar/* calendarRule */.Zi)(calendar),
            notInForce,
            notJudged,
        });
    for (const { event, title, detail } of obligationNotices(obligations, before ?? obligations, notJudged))
        await (0,notify/* notify */.m)(scope, event, { state: "new", title, detail });
}
/** The obligations issue: the exceptions and what is overdue or due soon, or closed when none is. */
async function updateIssue(scope, obligations, judged) {
    const { settings, reporter, host, context } = scope;
    const { at, rule, notInForce, notJudged } = judged;
    const needing = obligations.filter((o) => o.status === "exception" || o.status === "overdue" || o.status === "due-soon");
    // What is not in force is an exception of its own: the issue stays open while it lasts.
    const list = needing.length === 0 && notInForce === undefined
        ? undefined
        : `${notInForce === undefined ? "" : `${notInForce}\n`}${renderObligationsMarkdown({ at, calendar: rule, obligations: needing, notJudged })}`;
    try {
        const done = await host.obligationsIssues.report(settings.workspace, { needing: list, notJudged: notJudgedMarkdown(notJudged) }, context.runUrl);
        if (done.action !== "none")
            reporter.info(`The CIP obligations issue: ${done.action}, ${done.url}`);
    }
    catch (error) {
        reporter.warning(`Could not write the CIP obligations issue: ${(0,errors/* errorMessage */.g)(error)}; give the job's token the \`issues: write\` permission, or set the input obligations-issue to false.`, { title: "CIP obligations" });
    }
}

// EXTERNAL MODULE: ./src/core/notify/notifications.ts
var notifications = __webpack_require__(1089);
;// CONCATENATED MODULE: ./src/action/drift/drift-route.ts
// The drift route (a schedule, a dispatch, a push elsewhere): plans the files against the live
// service, records the inventory reconciliation (a `monitoring` record with its inventory
// listing), in sync or not, keeps the workspace's drift issue open while the live inventory
// differs, and appends the collector's configuration monitoring (CIP-010 R2.1) when the input
// monitoring-file names one. Off the default branch it plans and reports only: CIP-010 R2.1
// evidence comes from the default branch alone (the authority table), so it writes no record,
// issue or notification there, and says so in the job summary.















async function checkDrift(scope) {
    await scope.withService(async (client) => {
        await (0,policy_protection/* reportGuards */.p)(scope, { approvals: false });
        const outcome = await (0,engine/* planFromSource */.rW)(scope.planSettings(), client);
        scope.annotate(outcome.diagnostics);
        if (outcome.status === "invalid")
            return scope.failInvalid(outcome.diagnostics, undefined);
        const { plan } = outcome;
        await scope.reportPlan(plan);
        const { refCheck } = scope.context;
        const notRecorded = refCheck.defaultBranch ? undefined : offDefaultBranch(refCheck.why);
        await scope.reporter.summary((cap) => `## Inventory drift check: workspace \`${scope.settings.workspace}\`\n\n${notRecorded === undefined ? "" : `${notRecorded}\n\n`}${(0,messages/* driftStatus */.wM)(plan)}\n\n${scope.summaryPlan(plan, cap)}`);
        const findings = (0,drift_findings/* driftFindings */.M)(plan, outcome.live);
        scope.reporter.info((0,drift/* driftHeadline */.AF)(findings));
        if (notRecorded !== undefined)
            scope.reporter.warning(notRecorded, { title: "Not the default branch" });
        const failures = notRecorded === undefined ? await recordCheck(scope, outcome, findings) : [];
        if (plan.operations.length > 0 && scope.settings.failOnDrift)
            throw new run_failure/* ActionFailure */.d("drift", (0,messages/* driftFailure */.ah)(plan));
        const [failure] = failures;
        if (failure !== undefined)
            throw failure;
    });
}
/** Why a drift check off the default branch writes nothing (CIP-010 R2.1 evidence). */
function offDefaultBranch(why) {
    return `This drift check writes no evidence record, drift issue, obligations issue or notification: ${why}, and the evidence of CIP-010 R2.1 comes only from the default branch's drift check. Run it on the default branch (a schedule, or a dispatch of the default branch).`;
}
/**
 * The default branch's check: the monitoring evidence (CIP-010 R2), in sync or not, the drift
 * issue, the collector's configuration monitoring, then the obligations. The collector's file is
 * checked before anything is written: a file refused writes nothing. The ledger's failures, in order.
 */
async function recordCheck(scope, outcome, findings) {
    const { monitoringFile } = scope.settings;
    const observation = monitoringFile === ""
        ? undefined
        : await configurationMonitoringOf(scope, monitoringFile, 
        // The inventory in git holds no ids: the service's, read by this check, name each asset.
        assetIdsOf(outcome.plan.managed_systems, outcome.live.cyberAssets));
    // The ledger's fold through its head, read before this check's record: the checkpoint kept
    // beside that record, when one is due, is the state through the record before it.
    const judged = await readLedgerFold(scope);
    const due = judged?.due;
    const { live, declared } = outcome;
    const { draft, listing } = (0,evidence_evidence/* monitoringDraft */.OL)(scope, findings, live, declared, due?.reference);
    const evidence = await (0,evidence_evidence/* recordEvidence */.ti)(scope, draft, { listing, checkpoint: due?.text });
    await updateDriftIssue(scope, findings, evidence.head);
    // Appended before the obligations are judged.
    const monitored = observation === undefined ? undefined : await (0,evidence_evidence/* recordEvidence */.ti)(scope, observation);
    await reportObligations(scope, judged, [evidence.appended, monitored?.appended]);
    return [evidence.failure, monitored?.failure].filter((failure) => failure !== undefined);
}
/** What the log says was done to the drift issue. */
const DRIFT_ISSUE_DONE = {
    opened: "Opened",
    updated: "Updated",
    closed: "Closed",
};
/**
 * Opens, updates or closes the workspace's drift issue (input drift-issue). A token that may not
 * write issues is a warning naming the permission: the monitoring record documents the drift.
 * `evidenceHead` is the ledger's head after this check's record, when it was appended.
 */
async function updateDriftIssue(scope, findings, evidenceHead) {
    const { reporter, settings, context, host } = scope;
    if (!settings.driftIssue)
        return;
    const branch = settings.evidenceBranch;
    try {
        const result = await host.driftIssues.report(settings.workspace, findings, {
            at: new Date(),
            runUrl: context.runUrl,
            evidenceHead,
            ...(branch === ""
                ? {}
                : {
                    resolvedBy: (firstSeen) => host.evidence
                        .lastApplySince(branch, settings.workspace, firstSeen)
                        .catch(() => undefined),
                }),
        });
        if (result.action === "none")
            return;
        const state = (0,notifications/* driftState */.J8)(result.action);
        if (state !== undefined) {
            await (0,notify/* notify */.m)(scope, "drift", {
                state,
                title: state === "new"
                    ? `Drift: the live inventory differs from the files (${findings.differences.length} difference(s))`
                    : "Drift resolved: the live inventory matches the files again",
                detail: `drift issue ${result.issue.url}`,
            });
        }
        reporter.setOutput("drift-issue-url", result.issue.url);
        reporter.info(`${DRIFT_ISSUE_DONE[result.action]} the drift issue: ${result.issue.url}`);
    }
    catch (error) {
        const status = host.statusOf(error);
        const detail = (0,errors/* errorMessage */.g)(error);
        reporter.warning(status === 403 || status === 404
            ? `Could not write the drift issue (HTTP ${status}: ${detail}): give the job's token the \`issues: write\` permission, or set the input drift-issue to false.`
            : `Could not write the drift issue: ${detail}`, { title: "Drift issue" });
    }
}


/***/ }),

/***/ 3537:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $B: () => (/* binding */ parseCollectorFile),
/* harmony export */   Av: () => (/* binding */ jsonPointer),
/* harmony export */   QA: () => (/* binding */ configurationMonitoringInputSchema),
/* harmony export */   br: () => (/* binding */ COLLECTOR_WORD),
/* harmony export */   hU: () => (/* binding */ observedDigest),
/* harmony export */   pu: () => (/* binding */ CONFIGURATION_MONITORING_FORMAT_VERSION)
/* harmony export */ });
/* unused harmony exports configurationMonitoringJsonSchema, inputProblems */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7994);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4377);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9130);
/* harmony import */ var _shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7154);
/* harmony import */ var _records_configuration_monitoring_model_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7834);
/* harmony import */ var _inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5168);
/* harmony import */ var _records_evidence_record_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(38);
// Configuration monitoring (CIP-010-4 R2.1): the file a collector writes after reading devices (what
// each asset runs, which ports are open, which patches are applied), its zod schema (the source of
// schemas/configuration-monitoring.schema.json), and the one normalisation of an R1.1 item's
// configuration with its digest, by which what a device showed is compared with what the inventory
// declares. Pure: the collector's file is read and the record sealed by the command line.






const CONFIGURATION_MONITORING_FORMAT_VERSION = 1;
const text = zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1);
const nameVersion = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ name: text, version: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP() });
const PORT_RANGE = /^(\d{1,5})-(\d{1,5})$/;
const portNumber = zod__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Whr().min(0).max(65535);
const portSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([
    portNumber,
    zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .regex(PORT_RANGE, 'must be a port number or a range such as "49152-65535"')
        .refine((range) => {
        const [, low, high] = PORT_RANGE.exec(range) ?? [];
        return Number(low) <= Number(high) && Number(high) <= 65535;
    }, { message: "must be a range of ports from 0 to 65535, its first port not after its last" }),
]);
const digestSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ digest: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().regex(_shared_sha256_js__WEBPACK_IMPORTED_MODULE_0__/* .SHA256_DIGEST */ .fu, 'must be "sha256:" and 64 hex digits') })
    .meta({
    description: "The item's digest instead of its content: sha256: over the canonical JSON of its normalised entries (docs/change-records-and-evidence.md).",
});
/** An observed item: its content as the device showed it, or only its digest. */
const itemSchemas = {
    os_firmware: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(nameVersion),
    software: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(nameVersion),
    custom_software: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(text),
    ports: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
        port: portSchema,
        protocol: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(["tcp", "udp"]),
        service: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
        justification: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    })),
    patches: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(text),
};
const observedSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    os_firmware: zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([itemSchemas.os_firmware, digestSchema]).optional(),
    software: zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([itemSchemas.software, digestSchema]).optional(),
    custom_software: zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([itemSchemas.custom_software, digestSchema]).optional(),
    ports: zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([itemSchemas.ports, digestSchema]).optional(),
    patches: zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([itemSchemas.patches, digestSchema]).optional(),
});
const configurationMonitoringInputSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    format_version: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(CONFIGURATION_MONITORING_FORMAT_VERSION),
    workspace: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().regex(_records_evidence_record_js__WEBPACK_IMPORTED_MODULE_4__/* .WORKSPACE_PATTERN */ .t, "must be the Action's workspace name"),
    observed_at: zod__WEBPACK_IMPORTED_MODULE_5__/* .datetime */ .w$().meta({ description: "When the devices were read (ISO 8601)." }),
    collector: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ name: text, version: text }),
    assets: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
        cyber_system: text.meta({ description: "The cyber_system of the inventory document." }),
        name: text.meta({ description: "The asset's name as the inventory YAML names it." }),
        asset_id: text.optional(),
        observed: observedSchema,
        baseline_ref_sha256: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
            .regex(/^[0-9a-f]{64}$/, "must be 64 lowercase hex digits")
            .optional()
            .meta({
            description: "For an asset whose baseline is a baseline_ref: the SHA-256 of the referenced document as the collector fetched it, inside the entity's network. The tool compares it with the sha256 the baseline_ref states.",
        }),
    }))
        .min(1),
    investigations: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
        cyber_system: text.meta({
            description: "The asset's cyber_system as the inventory names it now.",
        }),
        name: text.meta({
            description: "The asset's name as the inventory names it now; the tool records its asset id.",
        }),
        asset_id: text.optional(),
        item: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(_inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_2__/* .BASELINE_ITEMS */ .dK),
        detected_in: zod__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Whr().positive().meta({
            description: "The sequence of the configuration-monitoring record that detected it.",
        }),
        reference: text.meta({ description: "Where the investigation is documented." }),
    }))
        .optional()
        .meta({
        description: "Kept in the record as the collector gives them, but closing nothing: a detected unauthorized change closes only on a counted approver's /cip-010-investigated #SEQ ITEM ASSET REFERENCE line in an approving review of a merge that passed the gate.",
    }),
})
    .meta({
    title: "cip-inventory-sync configuration monitoring (collector file)",
    description: "What a collector observed on devices, per asset and CIP-010-4 R1.1 item, for cip-sync evidence append --monitoring.",
});
/**
 * What the tool cannot check of a collector's file, said wherever one is sealed and in
 * docs/review-and-security.md and docs/cip-obligations.md in these words (test/docs holds them).
 */
const COLLECTOR_WORD = "What the devices run, and when they were read (observed_at), is the collector's word: the tool compares it with the inventory and refuses an observed_at after the append, but cannot check that the devices were read, or read as the file says.";
/** The JSON Schema (draft 2020-12) of a collector's file. */
function configurationMonitoringJsonSchema() {
    return z.toJSONSchema(configurationMonitoringInputSchema, { target: "draft-2020-12" });
}
/** RFC 6901 JSON pointer of a zod issue's path ("" for the whole file). */
function jsonPointer(path) {
    return path.map((part) => `/${String(part).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");
}
/** An observed item's digest: the one the collector gave, or that of its content; null if absent. */
function observedDigest(observed, item) {
    const value = observed[item];
    if (value === undefined)
        return null;
    if (!Array.isArray(value))
        return value.digest;
    return (0,_records_configuration_monitoring_model_js__WEBPACK_IMPORTED_MODULE_1__/* .itemDigest */ .Ug)(item, value);
}
/**
 * What to write at a key of the collector's file, by the key's name, or by its parent's and its
 * own ("collector.name") where one name means two things.
 */
const WHAT_TO_WRITE = {
    "collector.name": "write the collector's name, the program that read the devices",
    "collector.version": 'write the collector\'s version as a text ("" when none)',
    format_version: "write 1",
    workspace: 'write the Action\'s workspace name, such as "grid-east"',
    observed_at: 'write when the devices were read, ISO 8601 UTC such as "2026-11-20T10:00:00Z"',
    collector: 'write { "name": ..., "version": ... } of the collector',
    assets: 'write at least one { "cyber_system", "name", "observed" }',
    cyber_system: "write the cyber_system of the asset's inventory document",
    name: "write the name as the inventory names it",
    version: 'write the version as a text ("" when none)',
    asset_id: "write the service's asset id, or leave it out",
    observed: `write a map of the R1.1 items: ${_inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_2__/* .BASELINE_ITEMS */ .dK.join(", ")}`,
    baseline_ref_sha256: "write the SHA-256 (64 lowercase hex digits) of the document the asset's baseline_ref names, as fetched, or leave it out",
    os_firmware: 'write [{ "name": ..., "version": ... }] or { "digest": "sha256:..." }',
    software: 'write [{ "name": ..., "version": ... }] or { "digest": "sha256:..." }',
    custom_software: 'write a list of texts or { "digest": "sha256:..." }',
    ports: 'write [{ "port": ..., "protocol": "tcp" | "udp" }] or { "digest": "sha256:..." }',
    port: 'write a number from 0 to 65535 or a range such as "49152-65535"',
    protocol: 'write "tcp" or "udp"',
    patches: 'write a list of texts or { "digest": "sha256:..." }',
    digest: 'write "sha256:" and 64 lowercase hex digits',
    investigations: 'write [{ "cyber_system", "name", "item", "detected_in", "reference" }]',
    item: `write one of ${_inventory_document_baseline_items_js__WEBPACK_IMPORTED_MODULE_2__/* .BASELINE_ITEMS */ .dK.join(", ")}`,
    detected_in: "write the sequence of the configuration-monitoring record that detected it",
    reference: "write where the investigation is documented (a ticket, a document)",
};
/** Each problem of a collector's file at its JSON pointer, with what to write there. */
function inputProblems(issues) {
    return issues.map((issue) => {
        const pointer = jsonPointer(issue.path) || "/";
        if (issue.code === "unrecognized_keys") {
            return `at ${pointer}: unknown key(s) ${issue.keys.map((key) => JSON.stringify(key)).join(", ")}; remove them (see schemas/configuration-monitoring.schema.json)`;
        }
        const keys = issue.path.filter((part) => typeof part === "string");
        const [parent, key] = [keys.at(-2), keys.at(-1)];
        const hint = key === undefined ? undefined : (WHAT_TO_WRITE[`${parent}.${key}`] ?? WHAT_TO_WRITE[key]);
        return `at ${pointer}: ${issue.message}${hint === undefined ? "" : `; ${hint}`}`;
    });
}
/**
 * A collector's file read from its text: the input, or what is wrong with it, each problem of the
 * schema at its JSON pointer with what to write (the first five), worded to follow the file's name.
 */
function parseCollectorFile(text) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (error) {
        return {
            problem: `is not JSON (${(0,_shared_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .errorMessage */ .g)(error)}): write it as JSON, as schemas/configuration-monitoring.schema.json describes`,
        };
    }
    const parsed = configurationMonitoringInputSchema.safeParse(value);
    if (parsed.success)
        return { input: parsed.data };
    const problems = inputProblems(parsed.error.issues.slice(0, 5));
    return { problem: `is not a configuration-monitoring file: ${problems.join("; ")}` };
}


/***/ })

};
