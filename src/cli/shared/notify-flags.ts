// apply's notification settings: the webhook from CIP_NOTIFY_URL only (it holds a token), the
// format and the outcomes from --notify-format and --notify-on.
import { type NotifySettings, readNotify } from "../../core/notify/notify-settings.ts";
import { text, type Values } from "./flag-values.ts";
import { UsageError } from "./usage-error.ts";

export function notifyFlags(values: Values, env: NodeJS.ProcessEnv): NotifySettings | undefined {
  const read = readNotify(
    {
      url: env.CIP_NOTIFY_URL?.trim() ?? "",
      format: text(values, "notify-format") ?? "",
      on: text(values, "notify-on") ?? "",
    },
    { url: "CIP_NOTIFY_URL", format: "--notify-format", on: "--notify-on" },
  );
  if ("problem" in read) throw new UsageError(read.problem);
  return read.settings;
}
