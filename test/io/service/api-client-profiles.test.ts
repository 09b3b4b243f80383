// The client against both emulator profiles: the spec's contract and the service's documented
// behaviour. Whatever the profile, reads and changes work, extra fields break nothing, refusals
// read as the service's words with the right advice, and a rate limit is waited out.
import { describe, expect, it, onTestFinished } from "vitest";
import type { EmulatorProfile } from "../../../src/emulator/profile.ts";
import { parseEmulatorSeed } from "../../../src/emulator/seed.ts";
import { type EmulatorOptions, startEmulator } from "../../../src/emulator/server.ts";
import { ApiClient, fetchLiveInventory } from "../../../src/io/service/api-client.ts";
import { seedJson } from "../../emulator/support.ts";
import { apiFailure } from "../../support/api-failure.ts";
import { fastForwardClock } from "../../support/fast-forward-clock.ts";

const KEY = "contract-key-east";
const EXPIRED_KEY = "contract-key-east-expired";
const PROFILES: EmulatorProfile[] = ["spec", "documented"];

const seed = parseEmulatorSeed(
  JSON.stringify({
    organizations: seedJson.organizations.map((organization, index) =>
      index === 0 ? { ...organization, expired_api_keys: [EXPIRED_KEY] } : organization,
    ),
  }),
  "seed with an expired key",
);

async function clientOf(
  profile: EmulatorProfile,
  options: {
    key?: string;
    emulator?: Partial<EmulatorOptions>;
    sleep?: (ms: number) => Promise<void>;
  } = {},
): Promise<ApiClient> {
  const emulator = await startEmulator({ seed, profile, ...options.emulator });
  const client = new ApiClient({
    connection: {
      baseUrl: new URL(`${emulator.url}/`),
      apiKey: options.key ?? KEY,
      urlSource: "CIP_API_URL",
      keySource: "CIP_API_KEY",
    },
    ...(options.sleep === undefined ? {} : { sleep: options.sleep }),
  });
  onTestFinished(async () => {
    await client.close();
    await emulator.close();
  });
  return client;
}

describe.each(PROFILES)("the client against the %s profile", (profile) => {
  it("reads the four lists and creates, changes and deletes an asset", async () => {
    const client = await clientOf(profile);
    const live = await fetchLiveInventory(client);
    expect(live.cyberAssets.map((asset) => asset.id)).toEqual(["ca_1", "ca_2", "ca_3"]);
    const created = await client.createCyberAsset({
      name: "profile-asset-01",
      cyber_system_id: "cs_prot_a",
      asset_type: "hardware",
    });
    const patched = await client.updateCyberAsset(created.id, { name: "profile-asset-02" });
    expect(patched.name).toBe("profile-asset-02");
    expect(await client.deleteCyberAsset(created.id)).toBe("deleted");
  });

  it("refuses a create the service rejects with a 422 naming the field, sent once", async () => {
    const client = await clientOf(profile);
    const error = await apiFailure(
      client.createCyberAsset({
        name: "x-01",
        cyber_system_id: "cs_nowhere",
        asset_type: "hardware",
      }),
    );
    expect(error.message).toBe(
      'POST /cyber-assets failed: 422 Unprocessable Entity: cyber_system_id "cs_nowhere" is not a cyber system of this organization; use an id from GET /cyber-systems; the service refused the field "cyber_system_id" of the request body and the request was not repeated: correct the value in the inventory and plan again',
    );
    expect(client.requestCount()).toBe(1);
  });

  it("says to check an unknown key, naming CIP_API_KEY", async () => {
    const client = await clientOf(profile, { key: "no-such-key-anywhere" });
    const error = await apiFailure(client.listFacilities());
    expect(error.message).toMatch(
      /^GET \/facilities failed: 401 Unauthorized: .+; check the API key in CIP_API_KEY$/,
    );
  });

  it("waits out a rate limit and reads every list", async () => {
    const clock = fastForwardClock();
    const client = await clientOf(profile, {
      emulator: { faults: { rateLimitPerSecond: 2 }, clock: clock.now },
      sleep: clock.sleep,
    });
    const live = await fetchLiveInventory(client);
    expect(live.facilities).toHaveLength(2);
    expect(client.requestCount()).toBeGreaterThan(4);
  });
});

describe("an expired key", () => {
  it("gets the rotation advice from the documented profile", async () => {
    const client = await clientOf("documented", { key: EXPIRED_KEY });
    const error = await apiFailure(client.listFacilities());
    expect(error.message).toBe(
      "GET /facilities failed: 401 Unauthorized: API key has expired; the API key in CIP_API_KEY has expired: ask an Organization Admin to generate a new key and set CIP_API_KEY to it; generating a key does not revoke the old one, so both work until the Admin revokes the old key once the new one is in use",
    );
  });

  it("is just an invalid key under the spec profile, where keys do not expire", async () => {
    const client = await clientOf("spec", { key: EXPIRED_KEY });
    const error = await apiFailure(client.listFacilities());
    expect(error.message).not.toContain("expired");
    expect(error.message).toMatch(/; check the API key in CIP_API_KEY$/);
  });
});
