// Notifications when something needs a person: which new state sends one, and the message for
// each target format. One per new state, never one per run: a drift sends one when it is first
// seen and one when it is resolved (the drift issue opened and closed), an apply one per attempt
// that was refused, failed or applied. Names in a message come from inventory files, the service or
// GitHub: each format gets them as plain text that cannot mention anyone or become a link.
import { revealHiddenCharacters } from "../shared/text/reveal.ts";

export const NOTIFY_EVENTS = [
  "drift",
  "refused",
  "failed",
  "applied",
  "obligation-overdue",
  "obligation-due-soon",
] as const;
export type NotifyEvent = (typeof NOTIFY_EVENTS)[number];
export const DEFAULT_NOTIFY_ON: readonly NotifyEvent[] = [
  "drift",
  "refused",
  "failed",
  "obligation-overdue",
];
export const NOTIFY_FORMATS = ["json", "slack", "teams"] as const;
export type NotifyFormat = (typeof NOTIFY_FORMATS)[number];

/** The version of the generic JSON message; docs/notifications.md documents its fields. */
export const NOTICE_SCHEMA = "cip-sync.notification/1";

export interface Notice {
  event: NotifyEvent;
  /** "new": the state began; "resolved": a drift ended. */
  state: "new" | "resolved";
  /** Where it happened: the Action's repository and workspace, or an apply from the terminal. */
  origin:
    | { kind: "action"; repository: string; workspace: string }
    /**
     * The checkout's remote origin as the change record names it, when there is one, and who ran
     * the apply as the record names them ("Name <email>, OS user name"), when known.
     */
    | { kind: "cli"; repository?: string; operator?: string };
  /** One line: what happened. */
  title: string;
  /** What to look at. */
  detail: string;
  /**
   * The workflow run: the only link a message carries, and never one from untrusted text. None for
   * an apply from the terminal.
   */
  runUrl?: string;
}

/** The notice's origin in words: "grid-east/inventory, workspace default". */
function whereText(notice: Notice): string {
  if (notice.origin.kind === "action") {
    return `${notice.origin.repository}, workspace ${notice.origin.workspace}`;
  }
  const { repository, operator } = notice.origin;
  return `a break-glass apply from the command line${repository === undefined ? "" : ` in ${repository}`}${operator === undefined ? "" : ` by ${operator}`}`;
}

/** What an apply attempt's outcome is worth telling: nothing when nothing was to be applied. */
export function changeEvent(outcome: string): NotifyEvent | undefined {
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
export function driftState(
  action: "opened" | "updated" | "closed" | "none",
): Notice["state"] | undefined {
  if (action === "opened") return "new";
  if (action === "closed") return "resolved";
  return undefined;
}

/** The message as `format` takes it. */
export function noticePayload(notice: Notice, format: NotifyFormat): unknown {
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
        title: revealHiddenCharacters(notice.title),
        detail: revealHiddenCharacters(notice.detail),
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

function inertWebAddresses(text: string): string {
  return text.replace(WEB_ADDRESS, (address) =>
    address.replace("://", "[:]//").replaceAll(".", "[.]"),
  );
}

/**
 * Slack's mrkdwn treats <, > and & as control characters (<!channel>, <@U123>, <url|text>):
 * escaped as Slack documents, a name can mention no one and link nowhere. The section is also
 * `verbatim`, so Slack links no bare address, channel name or mention it would otherwise parse.
 */
export function slackText(text: string): string {
  return inertWebAddresses(revealHiddenCharacters(text))
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;");
}

/** The most a section block's text may hold: Slack refuses the whole message beyond it. */
const SLACK_SECTION_MAX = 3000;

/** `text` escaped for a section, cut to fit before an escape rather than through one. */
function slackSection(text: string): string {
  const escaped = slackText(text);
  if (escaped.length <= SLACK_SECTION_MAX) return escaped;
  const cut = escaped.slice(0, SLACK_SECTION_MAX - 1);
  const open = cut.lastIndexOf("&");
  return `${open > cut.lastIndexOf(";") ? cut.slice(0, open) : cut}…`;
}

function slackPayload(notice: Notice) {
  const title = `${notice.state === "resolved" ? "Resolved: " : ""}${notice.title}`;
  return {
    text: slackText(`cip-sync ${notice.event}: ${title}`),
    blocks: [
      {
        type: "header",
        text: { type: "plain_text", text: truncate(revealHiddenCharacters(title), 150) },
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
export function teamsText(text: string): string {
  return inertWebAddresses(revealHiddenCharacters(text))
    .replace(/[\\`*_[\]<>~]/g, (c) => `\\${c}`)
    .replace(/^(\d+)\.(?= )|^([-+])(?= )/, (_, number, bullet) =>
      number === undefined ? `\\${bullet}` : `${number}\\.`,
    );
}

function teamsPayload(notice: Notice) {
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
          actions:
            notice.runUrl === undefined
              ? []
              : [{ type: "Action.OpenUrl", title: "Open the run", url: notice.runUrl }],
        },
      },
    ],
  };
}

function truncate(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length - 1)}…`;
}
