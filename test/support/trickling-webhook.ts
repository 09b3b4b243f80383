// A webhook receiver that holds its caller on purpose, on loopback: it answers a status and then
// trickles its body a byte at a time (each byte well inside a per-read timeout, never ending), or
// sends an endless body as fast as the caller reads it, or never answers at all. `answering` resolves when the
// first request has been taken (and, with a status, its headers and first byte sent): a test then
// moves the delivery's clock itself, instead of waiting for time to pass.
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type TricklingBehaviour =
  | { kind: "trickle-body"; status: number }
  | { kind: "endless-body"; status: number }
  | { kind: "silent" };

export interface TricklingWebhook {
  url: string;
  /** Requests received. */
  requests: number;
  /** Resolves once the first request is being answered as `behaviour` says. */
  answering: Promise<void>;
  /** Resolves once the caller has closed the connection of the first request. */
  hungUp: Promise<void>;
  close(): Promise<void>;
}

const CHUNK = Buffer.alloc(16 * 1024, "x");

export async function startTricklingWebhook(
  behaviour: TricklingBehaviour,
): Promise<TricklingWebhook> {
  let requests = 0;
  let answered!: () => void;
  const answering = new Promise<void>((done) => (answered = done));
  let hungUpNow!: () => void;
  const hungUp = new Promise<void>((done) => (hungUpNow = done));
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((request, response) => {
    requests += 1;
    request.resume();
    response.on("close", () => hungUpNow());
    if (behaviour.kind === "silent") return answered();
    response.writeHead(behaviour.status, { "content-type": "text/plain" });
    if (behaviour.kind === "trickle-body") {
      response.write("x", () => answered());
      // One byte a second: under any per-read timeout, and never the end.
      const timer = setInterval(() => response.write("x"), 1000);
      timers.add(timer);
      response.on("close", () => clearInterval(timer));
      return;
    }
    answered();
    const pour = () => {
      while (!response.destroyed && response.write(CHUNK));
    };
    response.on("drain", pour);
    pour();
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/services/T000/B000/secret-webhook-token-1234`,
    get requests() {
      return requests;
    },
    answering,
    hungUp,
    close: async () => {
      for (const timer of timers) clearInterval(timer);
      server.closeAllConnections();
      server.close();
      await once(server, "close");
    },
  };
}
