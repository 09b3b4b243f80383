export const id = 325;
export const ids = [325];
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
