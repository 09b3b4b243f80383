// Delivering a notification: once when the receiver takes it; retried with backoff on 5xx, 408,
// 429 and a receiver that is down, at most three attempts; not retried when the receiver refuses it
// (another 4xx); a failure is returned, never thrown, and names the webhook's host only (its path
// is a token). A receiver that trickles its answer, pours an endless body or never answers holds
// the delivery no longer than its total deadline, which the tests pass, themselves, on a clock they
// move.
import { subscribe, unsubscribe } from "node:diagnostics_channel";
import { describe, expect, it, onTestFinished } from "vitest";
import {
  DELIVERY_ATTEMPTS,
  DELIVERY_DEADLINE_MS,
  deliverNotice,
} from "../../../src/io/network/notify-delivery.ts";
import { startTricklingWebhook, type TricklingBehaviour } from "../../support/trickling-webhook.ts";
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

/**
 * Resolves once undici has read a response's status and headers and handed them to its caller:
 * the caller's code after `await request()` has run by the next turn of the event loop.
 */
function statusRead(): Promise<void> {
  return new Promise((done) => {
    const onHeaders = () => {
      unsubscribe("undici:request:headers", onHeaders);
      setImmediate(done);
    };
    subscribe("undici:request:headers", onHeaders);
  });
}

describe("deliverNotice against a receiver that holds it", () => {
  it.each<[string, TricklingBehaviour, string | undefined]>([
    [
      "answers 200, then trickles its body: delivered",
      { kind: "trickle-body", status: 200 },
      undefined,
    ],
    [
      "answers 503, then trickles its body: not retried past the deadline",
      { kind: "trickle-body", status: 503 },
      "the notification to 127.0.0.1:PORT was not delivered (answered HTTP 503, stopped at the 30 s deadline, after 1 attempt)",
    ],
    [
      "never answers",
      { kind: "silent" },
      "the notification to 127.0.0.1:PORT was not delivered (no answer, stopped at the 30 s deadline, after 1 attempt)",
    ],
  ])("%s", async (_case, behaviour, expected) => {
    const webhook = await startTricklingWebhook(behaviour);
    onTestFinished(() => webhook.close());
    const deadline = new AbortController();
    const asked: number[] = [];
    const delivery = deliverNotice(
      webhook.url,
      {},
      {
        env: {},
        sleep: async () => {},
        startDeadline: (milliseconds) => {
          asked.push(milliseconds);
          return deadline.signal;
        },
      },
    );
    // The receiver is holding the delivery (its status read, when it sends one): the deadline
    // passes now.
    await (behaviour.kind === "silent" ? webhook.answering : statusRead());
    deadline.abort();
    const failure = await delivery;
    expect(failure?.replace(/:\d+ /, ":PORT ")).toBe(expected);
    expect(asked).toEqual([DELIVERY_DEADLINE_MS]);
    expect(webhook.requests).toBe(1);
    await webhook.hungUp;
  });

  it("answers 200 with an endless body: delivered, the body read no further than its limit", async () => {
    const webhook = await startTricklingWebhook({ kind: "endless-body", status: 200 });
    onTestFinished(() => webhook.close());
    const never = new AbortController();
    const failure = await deliverNotice(
      webhook.url,
      {},
      { env: {}, startDeadline: () => never.signal },
    );
    expect(failure).toBeUndefined();
    await webhook.hungUp;
  });
});
