// The emulator's `documented` profile over real HTTP: the service's documented error bodies,
// expired keys, 429 without Retry-After and asset timestamps; and the `spec` profile unchanged.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseEmulatorSeed } from "../../src/emulator/seed.ts";
import { call, EAST_KEY, emulatorWith, seed, seedJson, temporaryDirectory } from "./support.ts";

const EXPIRED_KEY = "contract-key-east-expired";

const seedWithExpiredKey = parseEmulatorSeed(
  JSON.stringify({
    organizations: seedJson.organizations.map((organization, index) =>
      index === 0 ? { ...organization, expired_api_keys: [EXPIRED_KEY] } : organization,
    ),
  }),
  "seed with an expired key",
);

const createBody = { name: "doc-asset-01", cyber_system_id: "cs_prot_a", asset_type: "hardware" };

describe("--profile documented", () => {
  it.each([
    [null, { error: "Unauthorized", message: "Missing X-API-Key header" }],
    ["no-such-key-anywhere", { error: "Unauthorized", message: "Invalid API key" }],
    [EXPIRED_KEY, { error: "Unauthorized", message: "API key has expired" }],
  ])("answers the key %s with 401 %j", async (key, body) => {
    const emulator = await emulatorWith({ seed: seedWithExpiredKey, profile: "documented" });
    const answer = await call(emulator, "GET", "/facilities", { key });
    expect([answer.status, answer.json]).toEqual([401, body]);
  });

  it.each([
    [{ cyber_system_id: "cs_prot_a", asset_type: "hardware" }, '"name" is required.'],
    [
      { ...createBody, asset_type: "firmware" },
      '"asset_type" must be "hardware" or "software"; got "firmware".',
    ],
    [
      { ...createBody, cyber_system_id: "cs_nowhere" },
      'cyber_system_id "cs_nowhere" is not a cyber system of this organization; use an id from GET /cyber-systems.',
    ],
  ])("refuses %j with a 422 naming the field, stores nothing", async (body, message) => {
    const emulator = await emulatorWith({ profile: "documented" });
    const before = emulator.inventory("grid-east").cyberAssets;
    const answer = await call(emulator, "POST", "/cyber-assets", { body });
    expect([answer.status, answer.json]).toEqual([422, { error: "Unprocessable Entity", message }]);
    expect(emulator.inventory("grid-east").cyberAssets).toEqual(before);
  });

  it("answers a planned path 403 and an unknown one 404 in the documented shape", async () => {
    const emulator = await emulatorWith({ profile: "documented" });
    const tasks = await call(emulator, "GET", "/tasks");
    const nowhere = await call(emulator, "GET", "/nowhere");
    expect([tasks.status, (tasks.json as { error: string }).error]).toEqual([403, "Forbidden"]);
    expect([nowhere.status, (nowhere.json as { error: string }).error]).toEqual([404, "Not Found"]);
  });

  it("answers over --rate-limit with 429 and no Retry-After", async () => {
    const now = 1_000;
    const emulator = await emulatorWith({
      profile: "documented",
      faults: { rateLimitPerSecond: 1 },
      clock: () => now,
    });
    expect((await call(emulator, "GET", "/facilities")).status).toBe(200);
    const limited = await call(emulator, "GET", "/facilities");
    expect([limited.status, limited.headers.get("retry-after"), limited.json]).toEqual([
      429,
      null,
      {
        error: "Too Many Requests",
        message: "Rate limit exceeded. Please retry after a short delay.",
      },
    ]);
  });

  it("gives assets created_at and updated_at, and moves updated_at on a change", async () => {
    const emulator = await emulatorWith({ profile: "documented" });
    const listed = (await call(emulator, "GET", "/cyber-assets")).json as Record<string, string>[];
    for (const asset of listed) {
      expect(asset.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(asset.updated_at).toBe(asset.created_at);
    }
    const created = (await call(emulator, "POST", "/cyber-assets", { body: createBody }))
      .json as Record<string, string>;
    expect(Object.keys(created).sort()).toEqual([
      "asset_type",
      "created_at",
      "cyber_system_id",
      "id",
      "name",
      "organization_slug",
      "updated_at",
    ]);
    const patched = (
      await call(emulator, "PATCH", `/cyber-assets/${created.id}`, {
        body: { name: "doc-asset-02" },
      })
    ).json as Record<string, string>;
    expect(patched.created_at).toBe(created.created_at);
    expect(patched.updated_at! >= created.updated_at!).toBe(true);
  });
});

describe("--profile spec (the default) is the contract", () => {
  it("answers an expired key as any unknown key: keys do not expire in the spec", async () => {
    const emulator = await emulatorWith({ seed: seedWithExpiredKey });
    const expired = await call(emulator, "GET", "/facilities", { key: EXPIRED_KEY });
    const unknown = await call(emulator, "GET", "/facilities", { key: "no-such-key-anywhere" });
    expect(expired.status).toBe(401);
    expect(expired.json).toEqual(unknown.json);
    expect((expired.json as { error: { code: string } }).error.code).toBe("unauthenticated");
  });

  it("sends Retry-After on a 429 and no timestamps on assets", async () => {
    const emulator = await emulatorWith({ faults: { rateLimitPerSecond: 1 }, clock: () => 1_000 });
    const assets = (await call(emulator, "GET", "/cyber-assets")).json as object[];
    const limited = await call(emulator, "GET", "/facilities", { key: EAST_KEY });
    expect(limited.headers.get("retry-after")).toBe("1");
    expect(assets.every((asset) => !("created_at" in asset) && !("updated_at" in asset))).toBe(
      true,
    );
  });

  it("keeps an organization's expired keys in the state file, and never lists them as keys", async () => {
    const statePath = join(await temporaryDirectory(), "state.json");
    const first = await emulatorWith({ seed: seedWithExpiredKey, statePath });
    expect(first.apiKeys().map(({ key }) => key)).not.toContain(EXPIRED_KEY);
    await first.close();
    const restored = await emulatorWith({ seed, statePath, profile: "documented" });
    const answer = await call(restored, "GET", "/facilities", { key: EXPIRED_KEY });
    expect([restored.restoredState, answer.json]).toEqual([
      true,
      { error: "Unauthorized", message: "API key has expired" },
    ]);
  });
});
