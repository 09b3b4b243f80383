// Sends a notification when a run reaches a state a person must see (notify-on), as the format
// the receiver takes (notify-format). A delivery that fails is a warning and a line of the job
// summary: it never fails the run, and the run's evidence is already recorded when it is sent.
import { type Notice, type NotifyEvent, noticePayload } from "../../core/notify/notifications.ts";
import { deliverNotice } from "../../io/network/notify-delivery.ts";
import type { RunScope } from "./run-scope.ts";

export async function notify(
  scope: RunScope,
  event: NotifyEvent,
  message: Pick<Notice, "state" | "title" | "detail">,
): Promise<void> {
  const { settings, context, reporter } = scope;
  const target = settings.notify;
  if (target === undefined || !target.on.has(event)) return;
  const notice: Notice = {
    event,
    ...message,
    origin: {
      kind: "action",
      repository: `${context.owner}/${context.repo}`,
      workspace: settings.workspace,
    },
    runUrl: context.runUrl,
  };
  const failure = await deliverNotice(target.url, noticePayload(notice, target.format), {
    env: context.proxyEnv,
  });
  if (failure === undefined) {
    reporter.info(`Sent the ${event} notification (${target.format}).`);
    return;
  }
  reporter.warning(`${failure}. The run's outcome and its evidence are unaffected.`, {
    title: "Notification",
  });
  await reporter.summary(() => `\n**Notification not delivered:** ${failure}.\n`);
}
