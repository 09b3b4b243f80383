// Delivers one notification to the webhook URL (Slack, Teams or any receiver of our JSON), through
// the proxy the environment names for it and with the same certificate trust as every other call.
// Bounded: three attempts, a second and then two apart, each with a timeout; a 4xx other than 408
// and 429 is not retried (the receiver refused the message). A failure is returned, never thrown:
// a notification that cannot be delivered never fails the apply or loses its record. The URL is a
// secret (Slack's and Teams' carry their token in the path): no message names more than its host.
import { redactSecrets } from "../../core/shared/redact.ts";
import { errorMessage } from "../../core/shared/errors.ts";
import { openDispatcher } from "./dispatcher.ts";
import { proxyForUrl } from "./proxy.ts";

export interface DeliveryOptions {
  env: Readonly<Record<string, string | undefined>>;
  /** Waits between attempts; tests pass one that does not wait. */
  sleep?: (milliseconds: number) => Promise<void>;
  timeoutMs?: number;
  /** Trust added for tests; users set NODE_EXTRA_CA_CERTS. */
  extraCa?: string;
}

export const DELIVERY_ATTEMPTS = 3;
const BACKOFF_MS = [1000, 2000];

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
  const body = JSON.stringify(payload);
  let last = "";
  let attempts = 0;
  try {
    for (let attempt = 1; attempt <= DELIVERY_ATTEMPTS; attempt += 1) {
      attempts = attempt;
      try {
        const response = await dispatcher.request({
          origin: target.origin,
          path: `${target.pathname}${target.search}`,
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
        });
        await response.body.dump();
        if (response.statusCode >= 200 && response.statusCode < 300) return undefined;
        last = `answered HTTP ${response.statusCode}`;
        const retried = response.statusCode >= 500 || [408, 429].includes(response.statusCode);
        if (!retried) break;
      } catch (error) {
        last = redactSecrets(errorMessage(error), [
          url,
          target.pathname,
          ...(proxy?.secrets ?? []),
        ]);
      }
      if (attempt < DELIVERY_ATTEMPTS) await sleep(BACKOFF_MS[attempt - 1] ?? 2000);
    }
  } finally {
    await dispatcher.close();
  }
  return `the notification to ${target.host} was not delivered (${last}, after ${attempts === 1 ? "1 attempt" : `${attempts} attempts`})`;
}
