// A webhook receiver on loopback: records every delivery (path and JSON body) and answers each with
// the next status of `statuses` (then 200), so tests see what was sent, how often and when it was
// retried.
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface Delivery {
  path: string;
  contentType: string | undefined;
  body: unknown;
}

export interface WebhookReceiver {
  /** The webhook URL, with a token in its path as Slack's and Teams' have. */
  url: string;
  deliveries: Delivery[];
  close(): Promise<void>;
}

/** `held`: each answer waits for it, as a slow receiver's would. */
export async function startWebhookReceiver(
  statuses: number[] = [],
  held: Promise<void> = Promise.resolve(),
): Promise<WebhookReceiver> {
  const deliveries: Delivery[] = [];
  const queue = [...statuses];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      deliveries.push({
        path: request.url ?? "",
        contentType: request.headers["content-type"],
        body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown,
      });
      const status = queue.shift() ?? 200;
      void held.then(() => {
        response.writeHead(status);
        response.end("ok");
      });
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/services/T000/B000/secret-webhook-token-1234`,
    deliveries,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, "close");
    },
  };
}
