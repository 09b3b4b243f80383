// Which outcomes notify: notify-on (--notify-on) names them all, in place of the default, so that
// "applied" alone sends only successful applies (docs/command-line.md, docs/notifications.md).
import { describe, expect, it } from "vitest";
import { readNotify } from "../../../src/core/notify/notify-settings.ts";

const NAMES = { url: "CIP_NOTIFY_URL", format: "--notify-format", on: "--notify-on" };

describe("--notify-on", () => {
  it.each([
    ["", ["drift", "refused", "failed", "obligation-overdue"]],
    ["applied", ["applied"]],
    ["refused,failed,applied", ["refused", "failed", "applied"]],
    ["refused failed", ["refused", "failed"]],
  ])("%j notifies on %j", (on, events) => {
    const read = readNotify({ url: "https://hooks.example/T/B/token", format: "", on }, NAMES);
    expect("settings" in read ? [...(read.settings?.on ?? [])] : read).toEqual(events);
  });
});
