// A Compliance Inventory Service that misbehaves on purpose, on loopback: bodies that never end,
// lists far larger than any inventory, ids such as "." and "..", the same id twice, long
// Retry-After waits and requests it never answers. Each test picks one behaviour per route; the
// client under test must stop, refuse or report, never hang, loop or believe it.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { ApiClient, type ApiClientOptions } from "../../src/io/service/api-client.ts";

export type HostileHandler = (request: IncomingMessage, response: ServerResponse) => void;

export interface HostileService {
  url: string;
  /** "METHOD /path" of every request received, in order. */
  seen: string[];
  /** A client of this service with the given options (key `HOSTILE_KEY`). */
  client(options?: Omit<ApiClientOptions, "connection">): ApiClient;
  close(): Promise<void>;
}

export const HOSTILE_KEY = "hostile-test-key-7c1e";

/** `routes` by "METHOD /path" (path without the /api prefix); anything else answers `[]`. */
export async function startHostileService(
  routes: Record<string, HostileHandler>,
): Promise<HostileService> {
  const seen: string[] = [];
  const clients: ApiClient[] = [];
  const server = createServer((request, response) => {
    seen.push(`${request.method} ${request.url}`);
    request.resume();
    const route = `${request.method} ${request.url?.replace(/^\/api/, "")}`;
    (routes[route] ?? answerJson([]))(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/api/`;
  return {
    url,
    seen,
    client: (options = {}) => {
      const client = new ApiClient({
        ...options,
        connection: {
          baseUrl: new URL(url),
          apiKey: HOSTILE_KEY,
          urlSource: "CIP_API_URL",
          keySource: "CIP_API_KEY",
        },
      });
      clients.push(client);
      return client;
    },
    close: async () => {
      await Promise.all(clients.map((client) => client.close().catch(() => {})));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export function answerJson(body: unknown, status = 200, headers = {}): HostileHandler {
  return (_request, response) => {
    response.writeHead(status, { "content-type": "application/json", ...headers });
    response.end(JSON.stringify(body));
  };
}

/** A 200 whose body never ends: "[" and then a chunk each time the socket drains. */
export const endlessBody: HostileHandler = (_request, response) => {
  response.writeHead(200, { "content-type": "application/json" });
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  response.write("[");
  const pump = (): void => {
    while (!response.destroyed && response.write(chunk));
    if (!response.destroyed) response.once("drain", pump);
  };
  response.on("close", () => response.removeAllListeners("drain"));
  pump();
};

/** Accepts the request and never answers. */
export const neverAnswer: HostileHandler = () => {};

/** `count` well-formed cyber assets: a list larger than the client's cap, not an endless one. */
export function hugeAssetList(count: number): HostileHandler {
  const assets = Array.from({ length: count }, (_, index) => ({
    id: `ca_${index}`,
    name: `asset-${index}`,
    cyber_system_id: "cs_1",
    asset_type: "hardware",
    organization_slug: "grid-east",
  }));
  return answerJson(assets);
}

/** One cyber asset with this id, as the service would list it. */
export function assetWithId(id: string, name = `asset-${id}`): object {
  return {
    id,
    name,
    cyber_system_id: "cs_1",
    asset_type: "hardware",
    organization_slug: "grid-east",
  };
}
