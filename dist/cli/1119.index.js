export const id = 1119;
export const ids = [1119];
export const modules = {

/***/ 60325:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  inventorySettings: () => (/* binding */ inventorySettings)
});

// EXTERNAL MODULE: ./src/core/review/policy/policy-model.ts
var policy_model = __webpack_require__(55117);
// EXTERNAL MODULE: ./src/render/formats.ts + 19 modules
var formats = __webpack_require__(58427);
// EXTERNAL MODULE: ./src/cli/shared/flag-values.ts
var flag_values = __webpack_require__(42357);
// EXTERNAL MODULE: ./src/core/shared/collections.ts
var collections = __webpack_require__(65032);
// EXTERNAL MODULE: ./src/core/shared/loopback.ts
var loopback = __webpack_require__(77568);
// EXTERNAL MODULE: ./src/core/notify/notifications.ts
var notifications = __webpack_require__(51089);
;// CONCATENATED MODULE: ./src/core/notify/notify-settings.ts
// Where and when to send notifications, checked once for both entry points: the Action's inputs
// (notify-url, notify-format, notify-on) and the CLI's (CIP_NOTIFY_URL, --notify-format,
// --notify-on). A problem names the setting as the caller spells it and says what to write.



/** The settings, none when `url` is empty, or the first problem, naming its setting. */
function readNotify(given, names) {
    if (given.url === "")
        return { settings: undefined };
    const problem = webhookProblem(given.url, names.url);
    if (problem !== undefined)
        return { problem };
    const format = given.format === "" ? "json" : given.format;
    if (!(0,collections/* isOneOf */.EK)(notifications/* NOTIFY_FORMATS */.fK, format)) {
        return {
            problem: `${names.format} is "${format}": use one of ${notifications/* NOTIFY_FORMATS */.fK.join(", ")} (json: the documented JSON message; slack: a Slack incoming webhook; teams: a Teams workflow webhook)`,
        };
    }
    const words = given.on.split(/[\s,]+/).filter((word) => word !== "");
    const unknown = words.filter((word) => !(0,collections/* isOneOf */.EK)(notifications/* NOTIFY_EVENTS */.yK, word));
    if (unknown.length > 0) {
        return {
            problem: `${names.on} has ${unknown.map((word) => `"${word}"`).join(", ")}: use any of ${notifications/* NOTIFY_EVENTS */.yK.join(", ")} (default: ${notifications/* DEFAULT_NOTIFY_ON */.SD.join(", ")})`,
        };
    }
    const on = words.length === 0 ? notifications/* DEFAULT_NOTIFY_ON */.SD : words;
    return { settings: { url: given.url, format, on: new Set(on) } };
}
/**
 * What is wrong with the webhook URL `url`, named `name`; undefined when nothing. Every entry of
 * a notify URL (the Action's input notify-url, the CLI's CIP_NOTIFY_URL) is checked here, before
 * anything is applied. The URL is a secret (Slack's and Teams' carry their token in the path), so
 * a message names at most its scheme and host, never the URL or its credentials.
 */
function webhookProblem(url, name) {
    const parsed = URL.parse(url);
    if (parsed === null)
        return `${name} is not a URL: give the incoming webhook's https:// address`;
    if (parsed.username !== "" || parsed.password !== "") {
        return `${name} contains credentials (user:password@ before the host), which a notification never sends: remove them; a webhook's address carries its own token`;
    }
    if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
        return `${name} uses "${parsed.protocol}": give the incoming webhook's https:// address (http:// only to loopback addresses: 127.0.0.0/8, ::1, localhost)`;
    }
    if (parsed.protocol === "http:" && !(0,loopback/* isLoopback */.U)(parsed.hostname)) {
        return `${name} uses http:// to ${parsed.hostname}: https:// is required except for loopback addresses (127.0.0.0/8, ::1, localhost)`;
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/cli/shared/usage-error.ts
var usage_error = __webpack_require__(32246);
;// CONCATENATED MODULE: ./src/cli/shared/notify-flags.ts
// apply's notification settings: the webhook from CIP_NOTIFY_URL only (it holds a token), the
// format and the outcomes from --notify-format and --notify-on.



function notifyFlags(values, env) {
    const read = readNotify({
        url: env.CIP_NOTIFY_URL?.trim() ?? "",
        format: (0,flag_values/* text */.Qq)(values, "notify-format") ?? "",
        on: (0,flag_values/* text */.Qq)(values, "notify-on") ?? "",
    }, { url: "CIP_NOTIFY_URL", format: "--notify-format", on: "--notify-on" });
    if ("problem" in read)
        throw new usage_error/* UsageError */.e(read.problem);
    return read.settings;
}

;// CONCATENATED MODULE: ./src/cli/inventory/inventory-settings.ts




const PLAN_FORMATS = (0,formats/* formatNames */.EI)(formats/* PLAN_RENDERERS */.zx);
const VALIDATE_FORMATS = (0,formats/* formatNames */.EI)(formats/* VALIDATION_RENDERERS */.ZK);
const DRIFT_FORMATS = (0,formats/* formatNames */.EI)(formats/* DRIFT_RENDERERS */.dX);
const EXPORT_FORMATS = (0,formats/* formatNames */.EI)(formats/* EXPORT_RENDERERS */.OS);
function inventorySettings(command, values, inputs) {
    const { source, connection, color } = inputs;
    switch (command) {
        case "drift": {
            const format = (0,flag_values/* choice */.Yq)(values, "format", DRIFT_FORMATS);
            return { command, source, connection, format, limits: (0,flag_values/* limitsOf */.Af)(values), color };
        }
        case "validate":
            return {
                command,
                source,
                connection,
                format: (0,flag_values/* choice */.Yq)(values, "format", VALIDATE_FORMATS),
                policyFile: (0,flag_values/* text */.Qq)(values, "policy") ?? policy_model/* DEFAULT_POLICY_FILE */.mY,
                sourcesFile: (0,flag_values/* text */.Qq)(values, "sources"),
                color,
            };
        case "fmt":
            return { command, source, check: values.check === true };
        case "plan":
            return {
                command,
                source,
                connection,
                format: (0,flag_values/* choice */.Yq)(values, "format", PLAN_FORMATS),
                out: (0,flag_values/* text */.Qq)(values, "out"),
                detailedExitCode: values["detailed-exitcode"] === true,
                base: (0,flag_values/* text */.Qq)(values, "base"),
                limits: (0,flag_values/* limitsOf */.Af)(values),
                color,
            };
        case "apply":
            return applySettings(values, inputs);
        case "import":
            return {
                command,
                connection,
                out: (0,flag_values/* text */.Qq)(values, "out") ?? "inventory",
                force: values.force === true,
                update: values.update === true,
            };
        case "export": {
            const format = (0,flag_values/* choice */.Yq)(values, "format", EXPORT_FORMATS);
            return { command, connection, format, out: (0,flag_values/* text */.Qq)(values, "out") };
        }
    }
}
function applySettings(values, { source, connection, color, env }) {
    return {
        command: "apply",
        notify: notifyFlags(values, env),
        source,
        connection,
        planFile: (0,flag_values/* text */.Qq)(values, "plan"),
        recordFile: (0,flag_values/* text */.Qq)(values, "record"),
        base: (0,flag_values/* text */.Qq)(values, "base"),
        assumeYes: values.yes === true,
        allowMassDelete: values["allow-mass-delete"] === true,
        allowReplace: values["allow-replace"] === true,
        limits: (0,flag_values/* limitsOf */.Af)(values),
        concurrency: (0,flag_values/* sharedNumberFlag */.hD)(values, "concurrency"),
        quiet: values.quiet === true,
        verbose: values.verbose === true,
        deadlineMs: (0,flag_values/* sharedNumberFlag */.hD)(values, "deadline") * 1000,
        color,
    };
}


/***/ }),

/***/ 51089:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FM: () => (/* binding */ noticePayload),
/* harmony export */   SD: () => (/* binding */ DEFAULT_NOTIFY_ON),
/* harmony export */   Z7: () => (/* binding */ changeEvent),
/* harmony export */   fK: () => (/* binding */ NOTIFY_FORMATS),
/* harmony export */   yK: () => (/* binding */ NOTIFY_EVENTS)
/* harmony export */ });
/* unused harmony exports NOTICE_SCHEMA, driftState, slackText, teamsText */
/* harmony import */ var _shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66800);
// Notifications when something needs a person: which new state sends one, and the message for
// each target format. One per new state, never one per run: a drift sends one when it is first
// seen and one when it is resolved (the drift issue opened and closed), an apply one per attempt
// that was refused, failed or applied. Names in a message come from inventory files, the service or
// GitHub: each format gets them as plain text that cannot mention anyone or become a link.

const NOTIFY_EVENTS = [
    "drift",
    "refused",
    "failed",
    "applied",
    "obligation-overdue",
    "obligation-due-soon",
];
const DEFAULT_NOTIFY_ON = [
    "drift",
    "refused",
    "failed",
    "obligation-overdue",
];
const NOTIFY_FORMATS = ["json", "slack", "teams"];
/** The version of the generic JSON message; docs/notifications.md documents its fields. */
const NOTICE_SCHEMA = "cip-sync.notification/1";
/** The notice's origin in words: "grid-east/inventory, workspace default". */
function whereText(notice) {
    if (notice.origin.kind === "action") {
        return `${notice.origin.repository}, workspace ${notice.origin.workspace}`;
    }
    const { repository, operator } = notice.origin;
    return `a break-glass apply from the command line${repository === undefined ? "" : ` in ${repository}`}${operator === undefined ? "" : ` by ${operator}`}`;
}
/** What an apply attempt's outcome is worth telling: nothing when nothing was to be applied. */
function changeEvent(outcome) {
    switch (outcome) {
        case "applied":
            return "applied";
        case "partly-applied":
        case "failed":
        case "interrupted":
            return "failed";
        case "no-changes":
            return undefined;
        default:
            return "refused";
    }
}
/** The drift issue's transition as a state: opened is a new drift, closed its resolution. */
function driftState(action) {
    if (action === "opened")
        return "new";
    if (action === "closed")
        return "resolved";
    return undefined;
}
/** The message as `format` takes it. */
function noticePayload(notice, format) {
    switch (format) {
        case "json":
            return {
                schema: NOTICE_SCHEMA,
                event: notice.event,
                state: notice.state,
                origin: notice.origin.kind,
                repository: notice.origin.repository ?? null,
                workspace: notice.origin.kind === "action" ? notice.origin.workspace : null,
                operator: notice.origin.kind === "cli" ? (notice.origin.operator ?? null) : null,
                title: (0,_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .revealHiddenCharacters */ .cr)(notice.title),
                detail: (0,_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .revealHiddenCharacters */ .cr)(notice.detail),
                run_url: notice.runUrl ?? null,
            };
        case "slack":
            return slackPayload(notice);
        case "teams":
            return teamsPayload(notice);
    }
}
/**
 * A web address in untrusted text (`https://host/...`, `www.host`, `host.tld/path`) written the
 * way security notices write one they do not mean to be followed: `https[:]//host[.]tld/path`.
 * Slack and Teams make a link of an address they recognise in plain text; this one they do not,
 * and a person still reads where it pointed.
 */
const WEB_ADDRESS = /\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S*|\b[a-z0-9-]+(?:\.[a-z0-9-]+)+(?=\/)/giu;
function inertWebAddresses(text) {
    return text.replace(WEB_ADDRESS, (address) => address.replace("://", "[:]//").replaceAll(".", "[.]"));
}
/**
 * Slack's mrkdwn treats <, > and & as control characters (<!channel>, <@U123>, <url|text>):
 * escaped as Slack documents, a name can mention no one and link nowhere. The section is also
 * `verbatim`, so Slack links no bare address, channel name or mention it would otherwise parse.
 */
function slackText(text) {
    return inertWebAddresses((0,_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .revealHiddenCharacters */ .cr)(text))
        .replaceAll("&", "&amp;")
        .replaceAll("<", "&lt;")
        .replaceAll(">", "&gt;");
}
/** The most a section block's text may hold: Slack refuses the whole message beyond it. */
const SLACK_SECTION_MAX = 3000;
/** `text` escaped for a section, cut to fit before an escape rather than through one. */
function slackSection(text) {
    const escaped = slackText(text);
    if (escaped.length <= SLACK_SECTION_MAX)
        return escaped;
    const cut = escaped.slice(0, SLACK_SECTION_MAX - 1);
    const open = cut.lastIndexOf("&");
    return `${open > cut.lastIndexOf(";") ? cut.slice(0, open) : cut}…`;
}
function slackPayload(notice) {
    const title = `${notice.state === "resolved" ? "Resolved: " : ""}${notice.title}`;
    return {
        text: slackText(`cip-sync ${notice.event}: ${title}`),
        blocks: [
            {
                type: "header",
                text: { type: "plain_text", text: truncate((0,_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .revealHiddenCharacters */ .cr)(title), 150) },
            },
            {
                type: "section",
                text: {
                    type: "mrkdwn",
                    text: slackSection(`${whereText(notice)}: ${notice.detail}`),
                    verbatim: true,
                },
            },
            ...(notice.runUrl === undefined
                ? []
                : [
                    {
                        type: "actions",
                        elements: [
                            {
                                type: "button",
                                text: { type: "plain_text", text: "Open the run" },
                                url: notice.runUrl,
                            },
                        ],
                    },
                ]),
        ],
    };
}
/**
 * Teams renders a TextBlock's text as the Markdown of Adaptive Cards: emphasis (`*`, `_`), links
 * (`[text](url)`, `<url>`) and, at a line's start, lists (`- `, `+ `, `1. `). Only those
 * characters are escaped, so that a name is shown as written (`alpha-relay-01`, not
 * `alpha\-relay\-01`) and never becomes a link, emphasis or a list; a bare address is made inert.
 */
function teamsText(text) {
    return inertWebAddresses((0,_shared_text_reveal_js__WEBPACK_IMPORTED_MODULE_0__/* .revealHiddenCharacters */ .cr)(text))
        .replace(/[\\`*_[\]<>~]/g, (c) => `\\${c}`)
        .replace(/^(\d+)\.(?= )|^([-+])(?= )/, (_, number, bullet) => number === undefined ? `\\${bullet}` : `${number}\\.`);
}
function teamsPayload(notice) {
    const title = `${notice.state === "resolved" ? "Resolved: " : ""}${notice.title}`;
    return {
        type: "message",
        attachments: [
            {
                contentType: "application/vnd.microsoft.card.adaptive",
                content: {
                    $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
                    type: "AdaptiveCard",
                    version: "1.4",
                    body: [
                        {
                            type: "TextBlock",
                            text: teamsText(title),
                            weight: "Bolder",
                            size: "Medium",
                            wrap: true,
                        },
                        {
                            type: "TextBlock",
                            text: teamsText(`${whereText(notice)}: ${notice.detail}`),
                            wrap: true,
                        },
                    ],
                    actions: notice.runUrl === undefined
                        ? []
                        : [{ type: "Action.OpenUrl", title: "Open the run", url: notice.runUrl }],
                },
            },
        ],
    };
}
function truncate(text, length) {
    return text.length <= length ? text : `${text.slice(0, length - 1)}…`;
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


/***/ })

};
