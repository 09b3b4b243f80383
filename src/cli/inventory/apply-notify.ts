// A break-glass apply from the terminal tells the team, when CIP_NOTIFY_URL is set: refused,
// failed or applied (--notify-on), as the Action's applies do. A delivery that fails is a warning
// on standard error; the apply's outcome and its change record stand.
import { changeEvent, noticePayload } from "../../core/notify/notifications.ts";
import type { NotifySettings } from "../../core/notify/notify-settings.ts";
import { deliverNotice } from "../../io/network/notify-delivery.ts";
import type { CliIo } from "../shared/io.ts";

export async function notifyApply(
  notify: NotifySettings | undefined,
  io: CliIo,
  outcome: string,
  detail: string,
): Promise<void> {
  const event = changeEvent(outcome);
  if (notify === undefined || event === undefined || !notify.on.has(event)) return;
  const payload = noticePayload(
    {
      event,
      state: "new",
      origin: { kind: "cli" },
      title: `Inventory change ${event} from the command line`,
      detail,
    },
    notify.format,
  );
  const failure = await deliverNotice(notify.url, payload, { env: io.env });
  if (failure !== undefined) {
    io.stderr(`warning: ${failure}; the apply's outcome and its change record stand.\n`);
  }
}
