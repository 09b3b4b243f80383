// A break-glass apply from the terminal tells the team, when CIP_NOTIFY_URL is set: refused,
// failed or applied (--notify-on), as the Action's applies do, naming the checkout's repository as
// the change record does. A delivery that fails is a warning on standard error; the apply's outcome
// and its change record stand.
import { changeEvent, noticePayload } from "../../core/notify/notifications.ts";
import type { NotifySettings } from "../../core/notify/notify-settings.ts";
import { errorMessage } from "../../core/shared/errors.ts";
import { redactSecrets } from "../../core/shared/text/redact.ts";
import { readOperatorFacts, readOriginRepository } from "../../io/checkout/checkout-facts.ts";
import { operatorText } from "../../core/evidence/records/break-glass.ts";
import { operatorContext } from "../../core/evidence/records/cli-change-context.ts";
import { knownSecrets } from "../../io/network/known-secrets.ts";
import { DELIVERY_DEADLINE_MS, deliverNotice } from "../../io/network/notify-delivery.ts";
import type { CliIo } from "../shared/io.ts";
import { UsageError } from "../shared/settings.ts";

export async function notifyApply(
  notify: NotifySettings | undefined,
  io: CliIo,
  outcome: string,
  detail: string,
): Promise<void> {
  const event = changeEvent(outcome);
  if (notify === undefined || event === undefined || !notify.on.has(event)) return;
  const [repository, who] = await Promise.all([
    readOriginRepository(io.cwd),
    readOperatorFacts(io.cwd),
  ]);
  // Who tried it, as the change record names them: a failed or refused attempt has no record.
  const operator = operatorText(operatorContext(who));
  const payload = noticePayload(
    {
      event,
      state: "new",
      origin: {
        kind: "cli",
        ...(repository === undefined ? {} : { repository }),
        ...(operator === undefined ? {} : { operator }),
      },
      title: `Inventory change ${event} from the command line`,
      detail,
    },
    notify.format,
  );
  const failure = await saidWhileWaiting(notify.url, io, () =>
    deliverNotice(notify.url, payload, { env: io.env }),
  );
  if (failure !== undefined) {
    io.stderr(`warning: ${failure}; the apply's outcome and its change record stand.\n`);
  }
}

/** How long a delivery may take before the terminal says what it waits for. */
const WAITING_SAID_AFTER_MS = 2_000;

/**
 * `deliver`, saying on standard error what the terminal waits for when it takes a while: a slow
 * receiver holds it up to the delivery's deadline. The URL holds a token: only its host is named.
 */
async function saidWhileWaiting<T>(url: string, io: CliIo, deliver: () => Promise<T>): Promise<T> {
  const waiting = setTimeout(() => {
    io.stderr(
      `Waiting for the webhook at ${new URL(url).hostname} (CIP_NOTIFY_URL) to answer, up to ${DELIVERY_DEADLINE_MS / 1000} s; the apply's outcome stands whatever it answers.\n`,
    );
  }, WAITING_SAID_AFTER_MS);
  try {
    return await deliver();
  } finally {
    clearTimeout(waiting);
  }
}

/**
 * `run`, sending `failed` when it throws (the service unreachable, a file that cannot be read):
 * an apply stopped by an error is a failed attempt the team hears of, as the Action's is. A usage
 * mistake is the operator's own, at the terminal, before anything started: it sends nothing. The
 * error's message is redacted of every known secret, as the terminal shows it.
 */
export async function notifyFailureOf<T>(
  notify: NotifySettings | undefined,
  io: CliIo,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof UsageError)) {
      const detail = redactSecrets(errorMessage(error), knownSecrets(io.env));
      await notifyApply(notify, io, "failed", `stopped by an error: ${detail}`);
    }
    throw error;
  }
}
