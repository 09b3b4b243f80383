// Inputs notify-url (a secret, read with the other secrets), notify-format and notify-on.
import * as core from "@actions/core";
import {
  DEFAULT_NOTIFY_ON,
  NOTIFY_EVENTS,
  NOTIFY_FORMATS,
  type NotifyEvent,
  type NotifyFormat,
} from "../core/notify/notifications.ts";
import { isOneOf } from "../core/shared/collections.ts";
import { SettingsError } from "./settings-error.ts";

export interface NotifySettings {
  /** The webhook URL: a secret, masked and redacted like the API key. */
  url: string;
  format: NotifyFormat;
  on: ReadonlySet<NotifyEvent>;
}

/** The notification settings, or undefined when notify-url is empty (no notifications). */
export function readNotifySettings(url: string): NotifySettings | undefined {
  if (url === "") return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new SettingsError(
      "input notify-url is not a URL: pass the incoming webhook's https:// address from a secret (notify-url: ${{ secrets.CIP_NOTIFY_URL }})",
    );
  }
  if (
    parsed.protocol !== "https:" &&
    !["127.0.0.1", "localhost", "[::1]"].includes(parsed.hostname)
  ) {
    throw new SettingsError(
      `input notify-url must be an https:// address (http:// only on loopback); the webhook's host is ${parsed.host}`,
    );
  }
  const format = core.getInput("notify-format") || "json";
  if (!isOneOf(NOTIFY_FORMATS, format)) {
    throw new SettingsError(
      `input notify-format is "${format}": use one of ${NOTIFY_FORMATS.join(", ")} (json: the documented JSON message; slack: a Slack incoming webhook; teams: a Teams workflow webhook)`,
    );
  }
  const words = core
    .getInput("notify-on")
    .split(/[\s,]+/)
    .filter((word) => word !== "");
  const unknown = words.filter((word) => !isOneOf(NOTIFY_EVENTS, word));
  if (unknown.length > 0) {
    throw new SettingsError(
      `input notify-on has ${unknown.map((word) => `"${word}"`).join(", ")}: use any of ${NOTIFY_EVENTS.join(", ")} (default: ${DEFAULT_NOTIFY_ON.join(", ")})`,
    );
  }
  const on = words.length === 0 ? DEFAULT_NOTIFY_ON : (words as NotifyEvent[]);
  return { url, format, on: new Set(on) };
}
