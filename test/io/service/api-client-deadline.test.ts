// The overall deadline of a call stops a request the service never answers, whatever phase it is
// in: the client aborts its own exchange (it does not wait for the 30 s headers timeout). The clock
// is faked and moved by the test once the request is out, so a loaded machine changes nothing.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it, type TestContext } from "vitest";
import { ApiClient } from "../../../src/io/service/api-client.ts";
import { apiFailure } from "../../support/api-failure.ts";
import { fakeTimeoutsAndDate, passTimeOnceSeen } from "../../support/faked-clock.ts";

/**
 * A loopback service that reads every request and never answers; returns a client for it. Both
 * are closed when the test ends.
 */
async function silentService({
  onTestFinished,
}: TestContext): Promise<{ client: ApiClient; seen: string[] }> {
  const seen: string[] = [];
  const server = createServer((request) => {
    seen.push(`${request.method} ${request.url}`);
    request.resume();
  });
  onTestFinished(() => {
    server.closeAllConnections();
    server.close();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const client = new ApiClient({
    connection: {
      baseUrl: new URL(`http://127.0.0.1:${port}/api/`),
      apiKey: "deadline-key",
      urlSource: "CIP_API_URL",
      keySource: "CIP_API_KEY",
    },
    deadlineMs: 300,
  });
  onTestFinished(() => client.close().catch(() => {}));
  return { client, seen };
}

// One at a time: the faked clock is the process's.
describe("ApiClient deadline", () => {
  it("gives up on an unanswered GET at the deadline, after one request", async (context) => {
    const { client, seen } = await silentService(context);
    fakeTimeoutsAndDate();
    const failure = apiFailure(client.listFacilities());
    await passTimeOnceSeen(seen, 300);
    const error = await failure;
    expect(error.message).toBe("GET /facilities failed: no outcome within the 300 ms deadline");
    expect(error.ambiguous).toBe(false);
    expect(seen).toEqual(["GET /api/facilities"]);
  });

  it("marks an unanswered create as ambiguous and does not resend it", async (context) => {
    const { client, seen } = await silentService(context);
    const create = { name: "rtu-1", cyber_system_id: "cs_1", asset_type: "hardware" } as const;
    fakeTimeoutsAndDate();
    const failure = apiFailure(client.createCyberAsset(create));
    await passTimeOnceSeen(seen, 300);
    const error = await failure;
    expect(error.message).toBe("POST /cyber-assets failed: no outcome within the 300 ms deadline");
    expect(error.ambiguous).toBe(true);
    expect(seen).toEqual(["POST /api/cyber-assets"]);
  });
});
