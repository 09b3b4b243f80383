// Where and when to send notifications, checked once for both entry points: the Action's inputs
// (notify-url, notify-format, notify-on) and the CLI's (CIP_NOTIFY_URL, --notify-format,
// --notify-on). A problem names the setting as the caller spells it and says what to write.
import { isOneOf } from "../shared/collections.ts";
import { isLoopback } from "../shared/loopback.ts";
import {
  DEFAULT_NOTIFY_ON,
  NOTIFY_EVENTS,
  NOTIFY_FORMATS,
  type NotifyEvent,
  type NotifyFormat,
} from "./notifications.ts";

export interface NotifySettings {
  /** The webhook URL: a secret (Slack's and Teams' hold their token in the path). */
  url: string;
  format: NotifyFormat;
  on: ReadonlySet<NotifyEvent>;
}

/** How the caller names each setting in its messages ("input notify-url", "--notify-on"). */
export interface NotifyNames {
  url: string;
  format: string;
  on: string;
}

export type NotifyRead = { settings: NotifySettings | undefined } | { problem: string };

/** The settings, none when `url` is empty, or the first problem, naming its setting. */
export function readNotify(
  given: { url: string; format: string; on: string },
  names: NotifyNames,
): NotifyRead {
  if (given.url === "") return { settings: undefined };
  const problem = webhookProblem(given.url, names.url);
  if (problem !== undefined) return { problem };
  const format = given.format === "" ? "json" : given.format;
  if (!isOneOf(NOTIFY_FORMATS, format)) {
    return {
      problem: `${names.format} is "${format}": use one of ${NOTIFY_FORMATS.join(", ")} (json: the documented JSON message; slack: a Slack incoming webhook; teams: a Teams workflow webhook)`,
    };
  }
  const words = given.on.split(/[\s,]+/).filter((word) => word !== "");
  const unknown = words.filter((word) => !isOneOf(NOTIFY_EVENTS, word));
  if (unknown.length > 0) {
    return {
      problem: `${names.on} has ${unknown.map((word) => `"${word}"`).join(", ")}: use any of ${NOTIFY_EVENTS.join(", ")} (default: ${DEFAULT_NOTIFY_ON.join(", ")})`,
    };
  }
  const on = words.length === 0 ? DEFAULT_NOTIFY_ON : (words as NotifyEvent[]);
  return { settings: { url: given.url, format, on: new Set(on) } };
}

/**
 * What is wrong with the webhook URL `url`, named `name`; undefined when nothing. Every entry of
 * a notify URL (the Action's input notify-url, the CLI's CIP_NOTIFY_URL) is checked here, before
 * anything is applied. The URL is a secret (Slack's and Teams' carry their token in the path), so
 * a message names at most its scheme and host, never the URL or its credentials.
 */
function webhookProblem(url: string, name: string): string | undefined {
  const parsed = URL.parse(url);
  if (parsed === null) return `${name} is not a URL: give the incoming webhook's https:// address`;
  if (parsed.username !== "" || parsed.password !== "") {
    return `${name} contains credentials (user:password@ before the host), which a notification never sends: remove them; a webhook's address carries its own token`;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    return `${name} uses "${parsed.protocol}": give the incoming webhook's https:// address (http:// only to loopback addresses: 127.0.0.0/8, ::1, localhost)`;
  }
  if (parsed.protocol === "http:" && !isLoopback(parsed.hostname)) {
    return `${name} uses http:// to ${parsed.hostname}: https:// is required except for loopback addresses (127.0.0.0/8, ::1, localhost)`;
  }
  return undefined;
}
