// A 3xx from the service is an answer, never a hop: following it to another origin would hand the
// API key (and the request) to a host nobody configured.
import { once } from "node:events";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { ApiClient } from "../../src/io/service/api-client.ts";
import { ApiError } from "../../src/io/service/api-error.ts";
import { readConnection } from "../../src/io/network/connection.ts";

const KEY = "redirect-test-key";
const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
    await once(server, "close");
  }
});

/** A loopback server that records "METHOD path x-api-key" and answers with `answer`. */
async function serve(
  answer: (response: ServerResponse) => void,
): Promise<{ url: string; seen: string[] }> {
  const seen: string[] = [];
  const server = createServer((request, response) => {
    seen.push(`${request.method} ${request.url} ${request.headers["x-api-key"] ?? "-"}`);
    request.resume();
    request.on("end", () => answer(response));
  });
  servers.push(server);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

describe("redirects from the service", () => {
  it.each([
    [301, "GET", "Moved Permanently"],
    [302, "GET", "Found"],
    [307, "POST", "Temporary Redirect"],
    [308, "POST", "Permanent Redirect"],
  ])(
    "a %i to another origin fails the %s there, and the other origin sees nothing",
    async (status, method, text) => {
      const elsewhere = await serve((response) => response.end("[]"));
      const service = await serve((response) =>
        response.writeHead(status, { location: `${elsewhere.url}/stolen` }).end(),
      );
      const connection = readConnection({
        apiUrl: service.url,
        apiKey: KEY,
        urlSource: "CIP_API_URL",
        keySource: "CIP_API_KEY",
        proxyEnv: {},
      });
      const client = new ApiClient({ connection, sleep: async () => {} });
      try {
        const call =
          method === "GET"
            ? client.listFacilities()
            : client.createCyberAsset({ name: "x", cyber_system_id: "cs", asset_type: "hardware" });
        const error = await call.then(
          () => undefined,
          (caught: unknown) => caught,
        );
        expect(error).toBeInstanceOf(ApiError);
        const path = method === "GET" ? "/facilities" : "/cyber-assets";
        expect((error as ApiError).message).toBe(`${method} ${path} failed: ${status} ${text}`);
        expect(service.seen).toEqual([`${method} ${path} ${KEY}`]);
        expect(elsewhere.seen).toEqual([]);
      } finally {
        await client.close();
      }
    },
  );
});
