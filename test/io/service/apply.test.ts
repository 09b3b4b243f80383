import { describe, expect, it } from "vitest";
import type {
  CreateOperation,
  DeleteOperation,
  Operation,
  OperationResult,
  Plan,
  SystemRef,
  UpdateOperation,
} from "../../../src/core/plan/plan-model.ts";
import { seed } from "../../support/seed.ts";
import { type RunningEmulator, startEmulator } from "../../../src/emulator/server.ts";
import { ApiClient } from "../../../src/io/service/api-client.ts";
import type { AttemptCounter } from "../../../src/io/service/service-caller.ts";
import { applyPlan, GONE_BEFORE } from "../../../src/io/service/apply.ts";
import {
  closeAfterTest,
  connectionTo,
  EMS_SYSTEM,
  planOfOperations,
} from "../../support/apply-fixtures.ts";

const KEY = "test-key-grid-east";
const EMS = EMS_SYSTEM;
const SCADA: SystemRef = { id: "cs_scada", name: "SCADA", parent: null };

const serviceSeed = seed({
  api_keys: [KEY],
  cyber_systems: [
    { id: "cs_ems", name: "EMS", facility_id: "fac_alpha" },
    { id: "cs_scada", name: "SCADA", facility_id: "fac_alpha" },
  ],
  cyber_assets: [
    { id: "ca_old", name: "old-rtu", cyber_system_id: "cs_ems", asset_type: "hardware" },
    { id: "ca_hmi", name: "hmi-1", cyber_system_id: "cs_ems", asset_type: "hardware" },
    { id: "ca_gone", name: "gone", cyber_system_id: "cs_scada", asset_type: "software" },
  ],
});

async function emulator(): Promise<RunningEmulator> {
  return closeAfterTest(await startEmulator({ seed: serviceSeed }));
}

/** A client that also records which calls were in flight together, in order. */
class ObservedClient extends ApiClient {
  inFlight = 0;
  maxInFlight = 0;
  events: string[] = [];

  async #observe<T>(label: string, call: () => Promise<T>): Promise<T> {
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    this.events.push(`start ${label}`);
    try {
      return await call();
    } finally {
      this.inFlight--;
      this.events.push(`end ${label}`);
    }
  }

  override createCyberAsset(...args: Parameters<ApiClient["createCyberAsset"]>) {
    return this.#observe(`create ${args[0].name}`, () => super.createCyberAsset(...args));
  }

  override updateCyberAsset(...args: Parameters<ApiClient["updateCyberAsset"]>) {
    return this.#observe(`update ${args[0]}`, () => super.updateCyberAsset(...args));
  }

  override deleteCyberAsset(id: string, counter?: AttemptCounter) {
    return this.#observe(`delete ${id}`, () => super.deleteCyberAsset(id, counter));
  }
}

function clientFor(url: string): ObservedClient {
  const connection = connectionTo(url, KEY);
  return closeAfterTest(
    new ObservedClient({ connection, sleep: async () => {}, random: () => 0.5 }),
  );
}

function create(name: string, system = EMS, depends_on: number[] = []): CreateOperation {
  return { action: "create", name, asset_type: "hardware", cyber_system: system, depends_on };
}

function rename(assetId: string, from: string, to: string, depends_on: number[] = []) {
  const operation: UpdateOperation = {
    action: "update",
    asset_id: assetId,
    name: to,
    cyber_system: EMS,
    kinds: ["rename"],
    temporary: false,
    changes: { name: { from, to } },
    depends_on,
  };
  return operation;
}

function remove(assetId: string, name: string, depends_on: number[] = []): DeleteOperation {
  return {
    action: "delete",
    asset_id: assetId,
    name,
    asset_type: "software",
    cyber_system: SCADA,
    depends_on,
  };
}

function planOf(operations: Operation[]): Plan {
  return planOfOperations(operations, [EMS, SCADA], { managedLiveAssets: 3 });
}

function namesIn(live: RunningEmulator): string[] {
  return live
    .inventory("grid-east")
    .cyberAssets.map((asset) => `${asset.cyber_system_id}/${asset.name}/${asset.asset_type}`)
    .sort();
}

describe("applyPlan", () => {
  it("creates, updates, moves, retypes and deletes, and reports each result", async () => {
    const live = await emulator();
    const client = clientFor(live.url);
    const move: UpdateOperation = {
      action: "update",
      asset_id: "ca_hmi",
      name: "hmi-1",
      cyber_system: SCADA,
      kinds: ["move", "retype"],
      temporary: false,
      changes: {
        cyber_system: { from: EMS, to: SCADA },
        asset_type: { from: "hardware", to: "software" },
      },
      depends_on: [],
    };
    const plan = planOf([
      remove("ca_gone", "gone"),
      rename("ca_old", "old-rtu", "new-rtu"),
      move,
      create("old-rtu", EMS, [1]),
    ]);
    const seen: Array<[OperationResult, Operation]> = [];

    const result = await applyPlan(plan, client, {
      onOperation: (done, operation) => seen.push([done, operation]),
    });

    expect(result.summary).toEqual({ succeeded: 4, failed: 0, skipped: 0 });
    expect(result.fingerprint).toBe("sha256:test");
    expect(Date.parse(result.finished_at)).toBeGreaterThanOrEqual(Date.parse(result.started_at));
    const created = live.inventory("grid-east").cyberAssets.find((a) => a.name === "old-rtu");
    expect(result.results).toEqual([
      { index: 0, status: "succeeded", asset_id: "ca_gone", attempts: 1 },
      { index: 1, status: "succeeded", asset_id: "ca_old", attempts: 1 },
      { index: 2, status: "succeeded", asset_id: "ca_hmi", attempts: 1 },
      { index: 3, status: "succeeded", asset_id: created?.id, attempts: 1 },
    ]);
    expect(namesIn(live)).toEqual([
      "cs_ems/new-rtu/hardware",
      "cs_ems/old-rtu/hardware",
      "cs_scada/hmi-1/software",
    ]);
    expect(seen.map(([done, operation]) => [done.index, operation])).toEqual(
      [...seen].map(([done]) => [done.index, plan.operations[done.index]]),
    );
    expect(seen).toHaveLength(4);
  });

  it("starts an operation only after what it depends on has succeeded", async () => {
    const live = await emulator();
    const client = clientFor(live.url);
    const plan = planOf([rename("ca_old", "old-rtu", "new-rtu"), create("old-rtu", EMS, [0])]);

    await applyPlan(plan, client, { concurrency: 8 });

    expect(client.events).toEqual([
      "start update ca_old",
      "end update ca_old",
      "start create old-rtu",
      "end create old-rtu",
    ]);
  });

  it("skips the dependents of a failed operation, naming it, and carries on with the rest", async () => {
    const live = await emulator();
    const client = clientFor(live.url);
    const plan = planOf([
      rename("ca_missing", "ghost", "ghost-2"),
      create("after-ghost", EMS, [0]),
      create("after-after-ghost", EMS, [1]),
      create("independent"),
    ]);

    const result = await applyPlan(plan, client);

    expect(result.summary).toEqual({ succeeded: 1, failed: 1, skipped: 2 });
    const [failed, skipped, transitive, independent] = result.results;
    expect(failed?.status).toBe("failed");
    expect(failed?.error).toMatch(/^PATCH \/cyber-assets\/ca_missing failed: 404 Not Found/);
    expect(skipped).toEqual({
      index: 1,
      status: "skipped",
      error: 'skipped: depends on operation #1 (rename "ghost-2" (ca_missing)), which failed',
      attempts: 0,
    });
    expect(transitive?.error).toBe(
      'skipped: depends on operation #1 (rename "ghost-2" (ca_missing)), which failed',
    );
    expect(independent?.status).toBe("succeeded");
    expect(namesIn(live)).toContain("cs_ems/independent/hardware");
    expect(namesIn(live)).not.toContain("cs_ems/after-ghost/hardware");
  });

  it("keeps at most `concurrency` operations in flight", async () => {
    const live = await emulator();
    live.setFaults({ latencyMs: 5 });
    const client = clientFor(live.url);
    const plan = planOf(Array.from({ length: 12 }, (_, index) => create(`rtu-${index}`)));

    const result = await applyPlan(plan, client, { concurrency: 3 });

    expect(result.summary.succeeded).toBe(12);
    expect(client.maxInFlight).toBe(3);
  });

  it("fails a create whose name is taken on the first attempt without adopting the other asset", async () => {
    const live = await emulator();
    const client = clientFor(live.url);

    const result = await applyPlan(planOf([create("hmi-1")]), client);

    expect(result.results[0]?.status).toBe("failed");
    expect(result.results[0]?.error).toMatch(/^POST \/cyber-assets failed: 409 Conflict: /);
    expect(result.results[0]?.adopted).toBeUndefined();
  });

  it("does not claim a delete of an asset someone else removed, after confirming with GET (issue 15 finding 7)", async () => {
    const live = await emulator();
    const client = clientFor(live.url);
    await applyPlan(planOf([remove("ca_gone", "gone")]), client);
    live.resetCounts();

    const result = await applyPlan(planOf([remove("ca_gone", "gone")]), client);

    expect(result.results[0]).toEqual({
      index: 0,
      status: "skipped",
      asset_id: "ca_gone",
      error: GONE_BEFORE,
      attempts: 2,
    });
    expect(live.requestCounts().get("DELETE /cyber-assets/{id}")).toBe(1);
    expect(live.requestCounts().get("GET /cyber-assets/{id}")).toBe(1);
  });

  it.each([
    [[1], 1],
    [[2], 2],
    [[-1], -1],
    [[0.5], 0.5],
  ])("fails an operation whose depends_on is %j, and skips its dependents", async (deps, named) => {
    const live = await emulator();
    const client = clientFor(live.url);
    const plan = planOf([create("first", EMS, [1]), create("a", EMS, deps), create("b", EMS, [1])]);

    const result = await applyPlan(plan, client);

    expect(result.results[1]).toEqual({
      index: 1,
      status: "failed",
      error: `depends_on names operation ${named}, which is not an earlier operation of this plan; plan again`,
      attempts: 0,
    });
    expect(result.results[2]?.status).toBe("skipped");
    expect(result.results[2]?.error).toBe(
      'skipped: depends on operation #2 (create hardware "a" in "EMS"), which failed',
    );
    // Operation 0 depends on a later operation too: a plan in which cycles were possible.
    expect(result.results[0]?.status).toBe("failed");
    expect(live.mutatingRequestCount()).toBe(0);
  });

  it("returns an empty result for an empty plan without any request", async () => {
    const live = await emulator();
    const client = clientFor(live.url);

    const result = await applyPlan(planOf([]), client);

    expect(result.results).toEqual([]);
    expect(result.summary).toEqual({ succeeded: 0, failed: 0, skipped: 0 });
    expect(client.requestCount()).toBe(0);
  });
});
