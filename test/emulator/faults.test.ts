// Fault injection over real HTTP: off by default, reproducible with a seed, each fault before or
// after the effect it claims. No timed assertions: statuses, headers, counts and stored state.
import { connect } from "node:net";
import { setTimeout as delay } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import type { FaultOptions } from "../../src/emulator/faults.ts";
import type { RunningEmulator } from "../../src/emulator/server.ts";
import { call, EAST_KEY, emulatorWith, errorBody, WEST_KEY } from "./support.ts";

const UNAVAILABLE = errorBody(
  "service_unavailable",
  "The service is temporarily unavailable (injected fault); retry later.",
);

function createBody(index: number) {
  return { name: `fault-asset-${index}`, cyber_system_id: "cs_prot_a", asset_type: "hardware" };
}

function storedNames(emulator: RunningEmulator): string[] {
  return emulator.inventory("grid-east").cyberAssets.map((asset) => asset.name);
}

/**
 * Sends `count` creates one after another, of fault-asset-`first` onwards; the status of each,
 * or "dropped" when no answer came.
 */
async function createInSequence(
  emulator: RunningEmulator,
  count: number,
  first = 0,
): Promise<(number | "dropped")[]> {
  const outcomes: (number | "dropped")[] = [];
  for (let index = first; index < first + count; index += 1) {
    const outcome = await call(emulator, "POST", "/cyber-assets", { body: createBody(index) }).then(
      (answer) => answer.status,
      () => "dropped" as const,
    );
    outcomes.push(outcome);
  }
  return outcomes;
}

/** A POST whose headers and first body bytes arrive, then the connection closes. */
async function sendHalfABody(emulator: RunningEmulator, key: string): Promise<void> {
  const { hostname, port } = new URL(emulator.url);
  const socket = connect(Number(port), hostname);
  await new Promise((resolve) => socket.once("connect", resolve));
  const received = emulator.mutatingRequestCount();
  socket.write(
    `POST /cyber-assets HTTP/1.1\r\nHost: ${hostname}\r\nx-api-key: ${key}\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"name":`,
  );
  for (let poll = 0; poll < 500 && emulator.mutatingRequestCount() === received; poll += 1) {
    await delay(10);
  }
  socket.destroy();
  await new Promise((resolve) => socket.once("close", resolve));
}

describe("faults are off by default", () => {
  it("answers every request and counts them", async () => {
    const emulator = await emulatorWith();
    const outcomes = await createInSequence(emulator, 20);
    const reads = await Promise.all(
      Array.from({ length: 20 }, () => call(emulator, "GET", "/cyber-assets")),
    );
    expect(outcomes).toEqual(Array(20).fill(201));
    expect(reads.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(emulator.requestCounts()).toEqual(
      new Map([
        ["POST /cyber-assets", 20],
        ["GET /cyber-assets", 20],
      ]),
    );
  });
});

describe("errorRate: 503 before any effect", () => {
  it("answers 503 to a seeded share of requests and stores only what got 201", async () => {
    const emulator = await emulatorWith({ faults: { errorRate: 0.5, seed: 7 } });
    const outcomes = await createInSequence(emulator, 24);
    const created = outcomes.flatMap((status, index) =>
      status === 201 ? [`fault-asset-${index}`] : [],
    );
    expect(new Set(outcomes)).toEqual(new Set([201, 503]));
    expect(storedNames(emulator)).toEqual([
      "alpha-relay-01",
      "EMS-Server-01",
      "bravo-relay-01",
      ...created,
    ]);
    expect(emulator.requestCounts().get("POST /cyber-assets")).toBe(24);
    expect(emulator.mutatingRequestCount()).toBe(24);
  });

  it("answers with the error body, and before authentication, patch and delete take effect", async () => {
    const emulator = await emulatorWith({ faults: { errorRate: 1 } });
    const before = emulator.inventory("grid-east");
    const answers = [
      await call(emulator, "GET", "/cyber-assets", { key: null }),
      await call(emulator, "PATCH", "/cyber-assets/ca_1", { body: { name: "renamed" } }),
      await call(emulator, "DELETE", "/cyber-assets/ca_2"),
    ];
    expect(answers.map((answer) => [answer.status, answer.json])).toEqual(
      Array(3).fill([503, UNAVAILABLE]),
    );
    expect(emulator.inventory("grid-east")).toEqual(before);
  });

  it("is reproducible: the same seed gives the same answers, another seed others", async () => {
    const runs: (number | "dropped")[][] = [];
    for (const seed of [7, 7, 8]) {
      const emulator = await emulatorWith({ faults: { errorRate: 0.5, seed } });
      runs.push(await createInSequence(emulator, 24));
    }
    expect(runs[1]).toEqual(runs[0]);
    expect(runs[2]).not.toEqual(runs[0]);
  });
});

describe("dropAfterCommitRate: the change is stored, then the connection drops", () => {
  it("create, patch and delete take effect though the client gets no answer", async () => {
    const emulator = await emulatorWith({ faults: { dropAfterCommitRate: 1 } });
    const attempts = await Promise.allSettled([
      call(emulator, "POST", "/cyber-assets", { body: createBody(1) }),
      call(emulator, "PATCH", "/cyber-assets/ca_1", { body: { asset_type: "software" } }),
      call(emulator, "DELETE", "/cyber-assets/ca_2"),
    ]);
    const outcomes = attempts.map((attempt) =>
      attempt.status === "fulfilled" ? attempt.value.status : (attempt.reason as Error).message,
    );
    expect(outcomes).toEqual(Array(3).fill("fetch failed"));
    const assets = emulator.inventory("grid-east").cyberAssets;
    expect(assets.map((asset) => [asset.name, asset.asset_type])).toEqual([
      ["alpha-relay-01", "software"],
      ["bravo-relay-01", "software"],
      ["fault-asset-1", "hardware"],
    ]);
    expect(emulator.mutatingRequestCount()).toBe(3);
  });

  it("answers reads and refused writes normally: only a committed change is dropped", async () => {
    const emulator = await emulatorWith({ faults: { dropAfterCommitRate: 1 } });
    const before = emulator.inventory("grid-east");
    const read = await call(emulator, "GET", "/cyber-assets/ca_1");
    const conflict = await call(emulator, "PATCH", "/cyber-assets/ca_3", {
      body: { name: "ALPHA-RELAY-01" },
    });
    const missing = await call(emulator, "DELETE", "/cyber-assets/ca_nope");
    expect([read.status, conflict.status, missing.status]).toEqual([200, 409, 404]);
    expect(emulator.inventory("grid-east")).toEqual(before);
  });

  it("drops a seeded share of commits, reproducibly, and every create is stored", async () => {
    const runs: (number | "dropped")[][] = [];
    for (const seed of [21, 21]) {
      const emulator = await emulatorWith({ faults: { dropAfterCommitRate: 0.5, seed } });
      runs.push(await createInSequence(emulator, 16));
      expect(storedNames(emulator)).toHaveLength(3 + 16);
    }
    expect(new Set(runs[0])).toEqual(new Set([201, "dropped"]));
    expect(runs[1]).toEqual(runs[0]);
  });
});

describe("rateLimitPerSecond: 429 with Retry-After, no effect", () => {
  it("refuses requests over the limit within a one-second window, and admits again after it", async () => {
    let now = 5_000;
    const emulator = await emulatorWith({
      faults: { rateLimitPerSecond: 3 },
      clock: () => now,
    });
    const first = await createInSequence(emulator, 4);
    const limited = await call(emulator, "DELETE", "/cyber-assets/ca_1", { key: WEST_KEY });
    now += 999;
    const stillLimited = await call(emulator, "GET", "/cyber-assets");
    now += 1;
    const nextWindow = await createInSequence(emulator, 4, 4);

    expect(first).toEqual([201, 201, 201, 429]);
    expect(nextWindow).toEqual([201, 201, 201, 429]);
    for (const answer of [limited, stillLimited]) {
      expect([answer.status, answer.headers.get("retry-after"), answer.json]).toEqual([
        429,
        "1",
        errorBody("rate_limited", "Too many requests; retry after 1 s."),
      ]);
    }
    // The fourth create of each window was refused and never stored.
    expect(storedNames(emulator).slice(3)).toEqual([
      "fault-asset-0",
      "fault-asset-1",
      "fault-asset-2",
      "fault-asset-4",
      "fault-asset-5",
      "fault-asset-6",
    ]);
    expect(emulator.inventory("grid-west").cyberAssets.map((asset) => asset.id)).toEqual(["ca_w1"]);
    expect(emulator.requestCounts()).toEqual(
      new Map([
        ["POST /cyber-assets", 8],
        ["DELETE /cyber-assets/{id}", 1],
        ["GET /cyber-assets", 1],
      ]),
    );
  });

  it("counts the limit across organizations and keys: it protects the whole service", async () => {
    const now = 0;
    const emulator = await emulatorWith({ faults: { rateLimitPerSecond: 1 }, clock: () => now });
    const east = await call(emulator, "GET", "/cyber-assets");
    const west = await call(emulator, "GET", "/cyber-assets", { key: WEST_KEY });
    expect([east.status, west.status]).toEqual([200, 429]);
  });
});

describe("latencyMs: the time to an answer, counted from arrival, before any effect", () => {
  it("holds a change until the delay ends; closing meanwhile drops it unstored", async () => {
    const emulator = await emulatorWith({ faults: { latencyMs: 60_000 } });
    const before = emulator.inventory("grid-east");
    const pending = call(emulator, "POST", "/cyber-assets", { body: createBody(1) });
    for (let poll = 0; poll < 500 && emulator.mutatingRequestCount() === 0; poll += 1) {
      await delay(10);
    }
    expect(emulator.requestCounts().get("POST /cyber-assets")).toBe(1);
    expect(emulator.inventory("grid-east")).toEqual(before);
    await emulator.close();
    await expect(pending).rejects.toThrow("fetch failed");
    expect(emulator.inventory("grid-east")).toEqual(before);
  });

  it("counts the delay from the request's arrival: time the clock shows already spent is not waited again", async () => {
    let now = 0;
    // Each reading of the clock is a minute on: by the time the answer is timed, its minute is over.
    const emulator = await emulatorWith({
      faults: { latencyMs: 60_000 },
      clock: () => (now += 60_000),
    });
    const created = await call(emulator, "POST", "/cyber-assets", { body: createBody(1) });
    const refused = await call(emulator, "POST", "/cyber-assets", {
      body: createBody(2),
      key: "not-a-key",
    });
    expect([created.status, refused.status]).toEqual([201, 401]);
    expect(storedNames(emulator)).toContain("fault-asset-1");
    expect(storedNames(emulator)).not.toContain("fault-asset-2");
  });

  it("a client gone in the middle of its body during the delay stores nothing, and the emulator serves on", async () => {
    const emulator = await emulatorWith({ faults: { latencyMs: 60_000 } });
    const before = emulator.inventory("grid-east");
    // The body is read during the delay: its failure must not bring the emulator down, whether
    // the request would have been served or refused for its key.
    for (const key of [EAST_KEY, "not-a-key"]) await sendHalfABody(emulator, key);
    emulator.setFaults({});
    const read = await call(emulator, "GET", "/cyber-assets");
    expect(read.status).toBe(200);
    expect(emulator.requestCounts().get("POST /cyber-assets")).toBe(2);
    expect(emulator.inventory("grid-east")).toEqual(before);
  });

  it("answers normally once the delay has passed", async () => {
    const emulator = await emulatorWith({ faults: { latencyMs: 5 } });
    const answer = await call(emulator, "POST", "/cyber-assets", { body: createBody(1) });
    expect(answer.status).toBe(201);
    expect(storedNames(emulator)).toContain("fault-asset-1");
  });
});

describe("setFaults", () => {
  it("replaces the faults of a running emulator, and {} turns them off", async () => {
    const emulator = await emulatorWith();
    emulator.setFaults({ errorRate: 1 });
    const failing = await call(emulator, "GET", "/facilities");
    emulator.setFaults({});
    const passing = await call(emulator, "GET", "/facilities");
    expect([failing.status, passing.status]).toEqual([503, 200]);
  });

  it.each<[FaultOptions, string]>([
    [{ errorRate: 1.5 }, "faults.errorRate must be a number from 0 to 1; got 1.5."],
    [
      { dropAfterCommitRate: -0.1 },
      "faults.dropAfterCommitRate must be a number from 0 to 1; got -0.1.",
    ],
    [{ latencyMs: -1 }, "faults.latencyMs must be a finite number >= 0; got -1."],
    [{ latencyMs: Infinity }, "faults.latencyMs must be a finite number >= 0; got Infinity."],
    [{ rateLimitPerSecond: 0 }, "faults.rateLimitPerSecond must be an integer >= 1; got 0."],
    [{ rateLimitPerSecond: 2.5 }, "faults.rateLimitPerSecond must be an integer >= 1; got 2.5."],
    [{ seed: 1.5 }, "faults.seed must be an integer; got 1.5."],
  ])("refuses %j and keeps the faults it had", async (faults, message) => {
    const emulator = await emulatorWith({ faults: { errorRate: 1 } });
    expect(() => emulator.setFaults(faults)).toThrow(new RangeError(message));
    expect((await call(emulator, "GET", "/facilities")).status).toBe(503);
  });
});
