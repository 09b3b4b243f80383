// The client against a service that misbehaves on purpose (test/support/hostile-service.ts):
// each test is a finding of the hardening review (issue 15), reproduced and refused.
import { afterEach, describe, expect, it } from "vitest";
import {
  answerJson,
  assetWithId,
  endlessBody,
  hugeAssetList,
  neverAnswer,
  HOSTILE_KEY,
  type HostileHandler,
  type HostileService,
  startHostileService,
} from "../support/hostile-service.ts";
import { apiFailure } from "../support/api-failure.ts";
import { fakeTimeoutsAndDate, passTimeOnceSeen } from "../support/faked-clock.ts";

const services: HostileService[] = [];
afterEach(async () => {
  await Promise.all(services.splice(0).map((service) => service.close()));
});

/**
 * A hostile service, closed after the test. A concurrent test passes its own `onTestFinished`, so
 * that the shared afterEach does not close it under the tests running beside it.
 */
async function hostile(
  routes: Record<string, HostileHandler>,
  onFinished?: (close: () => Promise<void>) => void,
): Promise<HostileService> {
  const service = await startHostileService(routes);
  if (onFinished) onFinished(() => service.close());
  else services.push(service);
  return service;
}

/** Every substring of `secret` of `length` characters. */
function piecesOf(secret: string, length: number): string[] {
  return Array.from({ length: secret.length - length + 1 }, (_, at) =>
    secret.slice(at, at + length),
  );
}

describe("issue 15 finding 3: a key echoed at the 300-character cut", () => {
  it.each([290, 295, 299, 300])("leaks no part of the key when it starts at %i", async (at) => {
    const message = `${"x".repeat(at - 1)} ${HOSTILE_KEY} and more text after the key`;
    const service = await hostile({
      "GET /facilities": answerJson({ error: { code: "bad", message } }, 400),
    });
    const error = await apiFailure(service.client().listFacilities());
    for (const piece of piecesOf(HOSTILE_KEY, 4)) expect(error.message).not.toContain(piece);
    expect(error.serviceMessage).not.toContain("hostile");
  });

  it("masks a key whose whitespace the one-line message collapses", async () => {
    const service = await hostile({
      "GET /facilities": answerJson({ error: { message: `key\n${HOSTILE_KEY}\n` } }, 400),
    });
    const error = await apiFailure(service.client().listFacilities());
    expect(error.message).toBe("GET /facilities failed: 400 Bad Request: key ***");
  });
});

describe("issue 15 finding 4: ids that are not of the service's shape", () => {
  it.each([
    [".", '"." is not a ca_ id'],
    ["..", '".." is not a ca_ id'],
    ["", '"" is not a ca_ id'],
    ["ca_1\u0007", '"ca_1\\u0007" is not a ca_ id'],
    ["ca_../x", '"ca_../x" is not a ca_ id'],
    ["cs_1", '"cs_1" is not a ca_ id'],
  ])("rejects the list when a record's id is %j, naming the record", async (id, problem) => {
    const service = await hostile({
      "GET /cyber-assets": answerJson([assetWithId("ca_ok"), assetWithId(id)]),
    });
    const error = await apiFailure(service.client().listCyberAssets());
    expect(error.message).toBe(
      `GET /cyber-assets failed: 200 OK but record 1 is not a cyber asset: id ${problem} (ca_ then 1 to 128 letters, digits, "_" or "-")`,
    );
  });

  it("rejects a reference of another shape, naming the field", async () => {
    const asset = { ...assetWithId("ca_1"), cyber_system_id: ".." };
    const service = await hostile({ "GET /cyber-assets": answerJson([asset]) });
    const error = await apiFailure(service.client().listCyberAssets());
    expect(error.message).toContain(
      'record 0 is not a cyber asset: cyber_system_id ".." is not a cs_ id',
    );
  });

  it("never sends DELETE /cyber-assets/.. (which would be DELETE /)", async () => {
    const service = await hostile({});
    const error = await apiFailure(service.client().deleteCyberAsset(".."));
    expect(error.message).toBe(
      'DELETE /cyber-assets/{id} failed: not sent: the id ".." is not a ca_ id (ca_ then 1 to 128 letters, digits, "_" or "-"); plan again',
    );
    expect(service.seen).toEqual([]);
  });

  it("treats a create answered with the id '..' as a create of unknown outcome", async () => {
    const service = await hostile({ "POST /cyber-assets": answerJson(assetWithId(".."), 201) });
    const create = { name: "rtu-1", cyber_system_id: "cs_1", asset_type: "hardware" } as const;
    const error = await apiFailure(service.client().createCyberAsset(create));
    expect(error.ambiguous).toBe(true);
    expect(error.message).toContain('the response is not a cyber asset: id ".." is not a ca_ id');
  });
});

describe("issue 15 finding 8: the same id twice in a list", () => {
  it("rejects the list, naming the id and both records", async () => {
    const service = await hostile({
      "GET /cyber-assets": answerJson([
        assetWithId("ca_1", "rtu-1"),
        assetWithId("ca_2", "rtu-2"),
        assetWithId("ca_1", "rtu-3"),
      ]),
    });
    const error = await apiFailure(service.client().listCyberAssets());
    expect(error.message).toBe(
      'GET /cyber-assets failed: 200 OK but records 0 and 2 have the same id "ca_1", so the list cannot say which record that id is',
    );
  });
});

describe("issue 15 finding 5: response bodies over the cap", () => {
  it("stops reading an endless list at the cap and does not retry", async () => {
    const service = await hostile({ "GET /cyber-assets": endlessBody });
    const client = service.client({ maxBodyBytes: { list: 256 * 1024 } });
    const error = await apiFailure(client.listCyberAssets());
    expect(error.message).toBe(
      "GET /cyber-assets failed: the response body is larger than the cap of 256 KiB; stopped reading it and did not retry",
    );
    expect(service.seen).toEqual(["GET /api/cyber-assets"]);
  });

  it("refuses a huge list once, by its length, without downloading it five times", async () => {
    const service = await hostile({ "GET /cyber-assets": hugeAssetList(5000) });
    const client = service.client({ maxBodyBytes: { list: 64 * 1024 } });
    const error = await apiFailure(client.listCyberAssets());
    expect(error.message).toContain("the response body is larger than the cap of 64 KiB");
    expect(service.seen).toEqual(["GET /api/cyber-assets"]);
  });

  it("caps a single record's body with the smaller cap, and marks a create ambiguous", async () => {
    const service = await hostile({ "POST /cyber-assets": endlessBody });
    const client = service.client({ maxBodyBytes: { list: 2 ** 20, other: 1024 } });
    const create = { name: "rtu-1", cyber_system_id: "cs_1", asset_type: "hardware" } as const;
    const error = await apiFailure(client.createCyberAsset(create));
    expect(error.message).toContain("larger than the cap of 1 KiB");
    expect(error.ambiguous).toBe(true);
    expect(service.seen).toEqual(["POST /api/cyber-assets"]);
  });

  it("reads a list within the cap", async () => {
    const service = await hostile({ "GET /cyber-assets": hugeAssetList(10) });
    const client = service.client({ maxBodyBytes: { list: 64 * 1024 } });
    expect(await client.listCyberAssets()).toHaveLength(10);
  });
});

// Two of these move a faked clock past a deadline or timeout: one at a time, since the faked clock
// is the process's.
describe("issue 15 finding 6: Retry-After and deadlines", () => {
  it("never waits a Retry-After of 200 s past the deadline, nor holds other requests that long", async ({
    onTestFinished,
  }) => {
    const service = await hostile(
      {
        "GET /facilities": answerJson({ error: { message: "slow down" } }, 429, {
          "retry-after": "200",
        }),
      },
      onTestFinished,
    );
    const sleeps: number[] = [];
    const client = service.client({
      deadlineMs: 2_000,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    });
    const error = await apiFailure(client.listFacilities());
    expect(error.message).toBe(
      "GET /facilities failed: 429 Too Many Requests: slow down (the service asks to wait 200 s (Retry-After), more than is left within the 2000 ms deadline)",
    );
    // The next request is held back at most as long as the throttled call could have lasted.
    expect(await client.listCyberSystems()).toEqual([]);
    expect(sleeps.every((ms) => ms <= 2_000)).toBe(true);
  });

  it("sends nothing once the deadline of the whole run has passed", async ({ onTestFinished }) => {
    const service = await hostile({}, onTestFinished);
    const client = service.client();
    client.endCallsBy(Date.now() - 1);
    const error = await apiFailure(client.listFacilities());
    expect(error.message).toBe(
      "GET /facilities failed: no outcome within the deadline of the whole run",
    );
    expect(service.seen).toEqual([]);
  });

  it("abandons a POST the service never answers at the deadline of the whole run", async ({
    onTestFinished,
  }) => {
    const service = await hostile({ "POST /cyber-assets": neverAnswer }, onTestFinished);
    const client = service.client();
    fakeTimeoutsAndDate();
    client.endCallsBy(Date.now() + 200);
    const create = { name: "rtu-1", cyber_system_id: "cs_1", asset_type: "hardware" } as const;
    const failure = apiFailure(client.createCyberAsset(create));
    await passTimeOnceSeen(service.seen, 200);
    const error = await failure;
    expect(error.message).toBe(
      "POST /cyber-assets failed: no outcome within the deadline of the whole run",
    );
    expect(error.ambiguous).toBe(true);
  });

  it("waits as long as --request-timeout allows for an answer", async ({ onTestFinished }) => {
    const service = await hostile({ "GET /facilities": neverAnswer }, onTestFinished);
    const client = service.client({ requestTimeoutMs: 100, retry: { maxAttempts: 1 } });
    fakeTimeoutsAndDate();
    const failure = apiFailure(client.listFacilities());
    await passTimeOnceSeen(service.seen, 100);
    const error = await failure;
    expect(error.message).toBe(
      "GET /facilities failed: no response within 100 ms (headers timeout)",
    );
  });
});

describe("a list's body however it is cut", () => {
  const names = ["Relais Nord é", "リレー", "relay-😀-01", "plain"];
  const body = Buffer.from(
    `\uFEFF${JSON.stringify(names.map((name, index) => assetWithId(`ca_${index}`, name)))}`,
  );
  /** Every split point inside a multi-byte character, and one byte at a time. */
  const cuts = [1, 2, 3, 4, 7, 64];

  it.each(cuts)(
    "decodes a body sent %i byte(s) at a time, without a declared length",
    async (size) => {
      const service = await hostile({
        "GET /cyber-assets": (_request, response) => {
          response.writeHead(200, { "content-type": "application/json" });
          for (let at = 0; at < body.length; at += size) {
            response.write(body.subarray(at, at + size));
          }
          response.end();
        },
      });
      const assets = await service.client().listCyberAssets();
      expect(assets.map((asset) => asset.name)).toEqual(names);
    },
  );

  it.each(cuts)("decodes a body of declared length sent %i byte(s) at a time", async (size) => {
    const service = await hostile({
      "GET /cyber-assets": (_request, response) => {
        response.writeHead(200, {
          "content-type": "application/json",
          "content-length": String(body.length),
        });
        for (let at = 0; at < body.length; at += size) {
          response.write(body.subarray(at, at + size));
        }
        response.end();
      },
    });
    const assets = await service.client().listCyberAssets();
    expect(assets.map((asset) => asset.name)).toEqual(names);
  });
});
