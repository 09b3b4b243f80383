// Inputs notify-url (a secret, read with the other secrets), notify-format and notify-on.
import * as core from "@actions/core";
import { type NotifySettings, readNotify } from "../../core/notify/notify-settings.ts";
import { SettingsError } from "./settings-error.ts";

/** The notification settings, or undefined when notify-url is empty (no notifications). */
export function readNotifySettings(url: string): NotifySettings | undefined {
  const read = readNotify(
    { url, format: core.getInput("notify-format"), on: core.getInput("notify-on") },
    { url: "input notify-url", format: "input notify-format", on: "input notify-on" },
  );
  if ("problem" in read) throw new SettingsError(read.problem);
  return read.settings;
}
