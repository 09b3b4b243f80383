// Delivering a notification: once when the receiver takes it; retried with backoff on 5xx, 408,
// 429 and a receiver that is down, at most three attempts; not retried when the receiver refuses it
// (another 4xx); a failure is returned, never thrown, and names the webhook's host only (its path
// is a token).
import { describe, expect, it, onTestFinished } from "vitest";
import { DELIVERY_ATTEMPTS, deliverNotice } from "../../../src/io/network/notify-delivery.ts";
import { startWebhookReceiver } from "../../support/webhook-receiver.ts";

async function receiver(statuses: number[]) {
  const started = await startWebhookReceiver(statuses);
  onTestFinished(() => started.close());
  return started;
}

describe("deliverNotice", () => {
  it.each([
    { statuses: [], delivered: true, attempts: 1, waits: [] },
    { statuses: [503, 429], delivered: true, attempts: 3, waits: [1000, 2000] },
    { statuses: [500, 500, 500], delivered: false, attempts: 3, waits: [1000, 2000] },
    { statuses: [408], delivered: true, attempts: 2, waits: [1000] },
    { statuses: [400], delivered: false, attempts: 1, waits: [] },
    { statuses: [404], delivered: false, attempts: 1, waits: [] },
  ])(
    "answers $statuses: delivered $delivered after $attempts attempt(s)",
    async ({ statuses, delivered, attempts, waits }) => {
      const webhook = await receiver(statuses);
      const slept: number[] = [];
      const failure = await deliverNotice(
        webhook.url,
        { hello: "world" },
        {
          env: {},
          sleep: async (ms) => {
            slept.push(ms);
          },
        },
      );
      expect(failure === undefined).toBe(delivered);
      expect(webhook.deliveries).toHaveLength(attempts);
      expect(webhook.deliveries[0]).toEqual({
        path: "/services/T000/B000/secret-webhook-token-1234",
        contentType: "application/json",
        body: { hello: "world" },
      });
      expect(slept).toEqual(waits);
      if (failure !== undefined) {
        const tried = attempts === 1 ? "1 attempt" : `${attempts} attempts`;
        expect(failure?.replace(/:\d+ /, ":PORT ")).toBe(
          `the notification to 127.0.0.1:PORT was not delivered (answered HTTP ${statuses.at(-1)}, after ${tried})`,
        );
      }
    },
  );

  it("retries a receiver that is down, then returns a failure naming only the host, the token left out", async () => {
    const webhook = await receiver([]);
    const url = webhook.url;
    await webhook.close();
    const failure = await deliverNotice(url, {}, { env: {}, sleep: async () => {} });
    expect(failure).toMatch(
      /^the notification to 127\.0\.0\.1:\d+ was not delivered \(.*, after 3 attempts\)$/,
    );
    expect(failure).not.toContain("secret-webhook-token");
    expect(DELIVERY_ATTEMPTS).toBe(3);
  });
});
