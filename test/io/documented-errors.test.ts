// The client against the error shapes the service's public documentation shows (beyond the spec):
// `{"error", "message"}` bodies, 401 for an expired key, 403 outside the api_user role, 422 naming
// a field, 429 without Retry-After (1 s doubling to 60 s, full jitter), and records missing a field.
import { describe, expect, it, onTestFinished } from "vitest";
import { refusedField } from "../../src/io/service/refusal-advice.ts";
import { apiFailure } from "../support/api-failure.ts";
import {
  answerJson,
  assetWithId,
  HOSTILE_KEY,
  type HostileHandler,
  type HostileService,
  startHostileService,
} from "../support/hostile-service.ts";

/** A hostile service, closed when the test ends. */
async function hostile(routes: Record<string, HostileHandler>): Promise<HostileService> {
  const service = await startHostileService(routes);
  onTestFinished(() => service.close());
  return service;
}

const EXPIRED_ADVICE =
  "the API key in CIP_API_KEY has expired: ask an Organization Admin to generate a new key and set CIP_API_KEY to it; generating a key does not revoke the old one, so both work until the Admin revokes the old key once the new one is in use";

describe("the documented error bodies", () => {
  it.each([
    [
      401,
      { error: "Unauthorized", message: "Invalid API key" },
      "401 Unauthorized: Invalid API key; check the API key in CIP_API_KEY",
    ],
    [
      401,
      { error: "Unauthorized", message: "Missing X-API-Key header" },
      "401 Unauthorized: Missing X-API-Key header; check the API key in CIP_API_KEY",
    ],
    [
      401,
      { error: "Unauthorized", message: "API key has expired" },
      `401 Unauthorized: API key has expired; ${EXPIRED_ADVICE}`,
    ],
    [
      403,
      { error: "Forbidden", message: "You do not have permission to perform this action" },
      "403 Forbidden: You do not have permission to perform this action; the API key's role (api_user) may not do this: API keys read facilities, control centers and cyber systems and change cyber assets only; if this operation should be allowed, ask an Organization Admin to check the key's organization and permissions",
    ],
    [
      404,
      { error: "Not Found", message: "Resource not found" },
      "404 Not Found: Resource not found",
    ],
    [
      500,
      {
        error: "Internal Server Error",
        message: "An unexpected error occurred. Please try again later.",
      },
      "500 Internal Server Error: An unexpected error occurred. Please try again later.",
    ],
    [400, { message: "any object with a message" }, "400 Bad Request: any object with a message"],
    [400, "plain text, not JSON", '400 Bad Request: "plain text, not JSON"'],
  ])("a %i with %j is shown in the service's words", async (status, body, reason) => {
    const service = await hostile({ "GET /facilities": answerJson(body, status) });
    const error = await apiFailure(
      service.client({ sleep: async () => {}, retry: { maxAttempts: 1 } }).listFacilities(),
    );
    expect(error.message).toBe(`GET /facilities failed: ${reason}`);
    expect(error.status).toBe(status);
  });

  it("shows a plain-text body as it came, on one line", async () => {
    const service = await hostile({
      "GET /facilities": (_request, response) => {
        response.writeHead(401, { "content-type": "text/plain" });
        response.end("API key has expired\n");
      },
    });
    const error = await apiFailure(service.client().listFacilities());
    expect(error.message).toBe(
      `GET /facilities failed: 401 Unauthorized: API key has expired; ${EXPIRED_ADVICE}`,
    );
  });

  it("masks the key when the service echoes it in an expired-key message", async () => {
    const service = await hostile({
      "GET /facilities": answerJson(
        { error: "Unauthorized", message: `API key ${HOSTILE_KEY} has expired` },
        401,
      ),
    });
    const client = service.client();
    const error = await apiFailure(client.listFacilities());
    expect(error.message).toContain(
      "API key *** has expired; the API key in CIP_API_KEY has expired",
    );
    expect(error.message).not.toContain(HOSTILE_KEY);
  });

  it("sends a 422 once and names the field the service named", async () => {
    const service = await hostile({
      "POST /cyber-assets": answerJson(
        { error: "Unprocessable Entity", message: "Field 'cyberSystemId' is required" },
        422,
      ),
    });
    const error = await apiFailure(
      service
        .client()
        .createCyberAsset({ name: "rtu-1", cyber_system_id: "cs_1", asset_type: "hardware" }),
    );
    expect(service.seen).toEqual(["POST /api/cyber-assets"]);
    expect(error.message).toBe(
      `POST /cyber-assets failed: 422 Unprocessable Entity: Field 'cyberSystemId' is required; the service refused the field "cyberSystemId" of the request body and the request was not repeated: correct the value in the inventory and plan again`,
    );
    expect(error.ambiguous).toBe(false);
  });

  it.each([
    ["Field 'cyberSystemId' is required", "cyberSystemId"],
    ['"name" must be a string; got 3.', "name"],
    ["asset_type must be hardware or software", "asset_type"],
    ["field name is too long", "name"],
    ["The request body is invalid.", undefined],
  ])("reads the field of %j as %s", (message, field) => {
    expect(refusedField(message)).toBe(field);
  });
});

describe("a 429 storm without Retry-After", () => {
  it("backs off 1 s doubling to 60 s with full jitter, then gives up", async () => {
    const throttled = answerJson(
      { error: "Too Many Requests", message: "Rate limit exceeded." },
      429,
    );
    const service = await hostile({ "GET /facilities": throttled });
    const waits: number[] = [];
    const client = service.client({
      random: () => 0.5,
      sleep: async (ms) => {
        waits.push(ms);
      },
      retry: { maxAttempts: 9 },
    });
    const error = await apiFailure(client.listFacilities());
    expect(waits).toEqual([500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    expect(service.seen).toHaveLength(9);
    expect(error.message).toBe(
      "GET /facilities failed: 429 Too Many Requests: Rate limit exceeded. (after 9 attempts)",
    );
  });

  it("still follows Retry-After when the service sends one", async () => {
    let calls = 0;
    const service = await hostile({
      "GET /facilities": (request, response) => {
        calls++;
        const answer =
          calls === 1
            ? answerJson({ message: "slow down" }, 429, { "retry-after": "7" })
            : answerJson([]);
        answer(request, response);
      },
    });
    const waits: number[] = [];
    const client = service.client({ random: () => 0.5, sleep: async (ms) => void waits.push(ms) });
    expect(await client.listFacilities()).toEqual([]);
    // The backoff waits the Retry-After (then the gate's own pause of the others ends with it).
    expect(waits[0]).toBe(7000);
    expect(service.seen).toHaveLength(2);
  });

  it("stops when the next wait would pass the call's deadline", async () => {
    const service = await hostile({ "GET /facilities": answerJson({ message: "busy" }, 429) });
    const client = service.client({ random: () => 0.999, sleep: async () => {}, deadlineMs: 1500 });
    const error = await apiFailure(client.listFacilities());
    expect(error.message).toMatch(
      /^GET \/facilities failed: 429 Too Many Requests: busy .*no time left for another attempt within the 1500 ms deadline\)$/,
    );
  });
});

describe("records that lack a required field", () => {
  it.each(["id", "name", "cyber_system_id", "asset_type"])(
    "refuses the list naming the record and the missing %s",
    async (field) => {
      const broken: Record<string, unknown> = { ...assetWithId("ca_2") };
      delete broken[field];
      const service = await hostile({
        "GET /cyber-assets": answerJson([assetWithId("ca_1"), broken]),
      });
      const error = await apiFailure(service.client().listCyberAssets());
      const named = field === "id" ? "" : ' (id "ca_2")';
      expect(error.message).toBe(
        `GET /cyber-assets failed: 200 OK but record 1${named} is not a cyber asset: the required field "${field}" is missing`,
      );
    },
  );
});
