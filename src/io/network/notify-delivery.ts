// Delivers one notification to the webhook URL (Slack, Teams or any receiver of our JSON), through
// the proxy the environment names for it and with the same certificate trust as every other call.
// Bounded: three attempts, a second and then two apart, each with a timeout; a 4xx other than 408
// and 429 is not retried (the receiver refused the message). The timeouts are per read, so a
// receiver that trickles its answer a byte at a time would never trip them: a total deadline over
// every attempt stops the delivery, and at most RESPONSE_BODY_LIMIT_BYTES of an answer's body are
// read (its status is all we need). A failure is returned, never thrown:
// a notification that cannot be delivered never fails the apply or loses its record. The URL is a
// secret (Slack's and Teams' carry their token in the path): no message names more than its host.
import { redactSecrets } from "../../core/shared/text/redact.ts";
import { errorMessage } from "../../core/shared/errors.ts";
import { openDispatcher } from "./dispatcher.ts";
import { proxyForUrl } from "./proxy.ts";

export interface DeliveryOptions {
  env: Readonly<Record<string, string | undefined>>;
  /** Waits between attempts; tests pass one that does not wait. */
  sleep?: (milliseconds: number) => Promise<void>;
  timeoutMs?: number;
  /**
   * A signal aborted once `milliseconds` have passed: the delivery's total deadline. Tests pass
   * one they abort themselves, so that no test waits for time to pass.
   */
  startDeadline?: (milliseconds: number) => AbortSignal;
  /** Trust added for tests; users set NODE_EXTRA_CA_CERTS. */
  extraCa?: string;
}

export const DELIVERY_ATTEMPTS = 3;
const BACKOFF_MS = [1000, 2000];
/** The whole delivery, every attempt and wait included (docs/notifications.md). */
export const DELIVERY_DEADLINE_MS = 30_000;
/** The most of an answer's body read before the connection is closed (docs/notifications.md). */
export const RESPONSE_BODY_LIMIT_BYTES = 64 * 1024;

/** undefined when delivered; otherwise why not, naming the URL by its host only. */
export async function deliverNotice(
  url: string,
  payload: unknown,
  options: DeliveryOptions,
): Promise<string | undefined> {
  const target = new URL(url);
  const proxy = proxyForUrl(options.env, url);
  const timeout = options.timeoutMs ?? 10_000;
  const dispatcher = openDispatcher(
    target,
    proxy,
    { connections: 1, connectTimeout: timeout, headersTimeout: timeout, bodyTimeout: timeout },
    options.extraCa,
  );
  const sleep = options.sleep ?? ((ms) => new Promise((done) => setTimeout(done, ms)));
  const deadline = (options.startDeadline ?? AbortSignal.timeout)(DELIVERY_DEADLINE_MS);
  const body = JSON.stringify(payload);
  let last = "";
  let attempts = 0;
  try {
    for (let attempt = 1; attempt <= DELIVERY_ATTEMPTS && !deadline.aborted; attempt += 1) {
      attempts = attempt;
      try {
        const response = await dispatcher.request({
          origin: target.origin,
          path: `${target.pathname}${target.search}`,
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
          signal: deadline,
        });
        // The status has decided; the body is read only to free the connection, and a body cut
        // by the limit or the deadline changes nothing.
        await response.body
          .dump({ limit: RESPONSE_BODY_LIMIT_BYTES, signal: deadline })
          .catch(() => undefined);
        if (response.statusCode >= 200 && response.statusCode < 300) return undefined;
        last = `answered HTTP ${response.statusCode}`;
        const retried = response.statusCode >= 500 || [408, 429].includes(response.statusCode);
        if (!retried) break;
      } catch (error) {
        last = deadline.aborted
          ? "no answer"
          : redactSecrets(errorMessage(error), [url, target.pathname, ...(proxy?.secrets ?? [])]);
      }
      if (attempt < DELIVERY_ATTEMPTS && !deadline.aborted) {
        await sleep(BACKOFF_MS[attempt - 1] ?? 2000);
      }
    }
  } finally {
    await dispatcher.destroy();
  }
  const stopped = deadline.aborted
    ? `, stopped at the ${DELIVERY_DEADLINE_MS / 1000} s deadline`
    : "";
  return `the notification to ${target.host} was not delivered (${last}${stopped}, after ${attempts === 1 ? "1 attempt" : `${attempts} attempts`})`;
}
