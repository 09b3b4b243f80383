// The fault-injection suite: plan + apply against an emulator that fails requests, drops
// connections after committing, rate-limits and is slow, with and without unique names.
import { describe, expect, it } from "vitest";
import type { ApplyResult, Plan } from "../../../src/core/plan/plan-model.ts";
import type { AssetType, LiveInventory } from "../../../src/core/shared/live-records.ts";
import type {
  DeclaredAsset,
  InventoryDocument,
} from "../../../src/core/inventory/document/document.ts";
import type { SourceLocation } from "../../../src/core/shared/diagnostics.ts";
import { planInventory } from "../../../src/core/plan/plan.ts";
import { resolveInventory } from "../../../src/core/plan/resolve.ts";
import { type FaultOptions, mulberry32 } from "../../../src/emulator/faults.ts";
import type { EmulatorProfile } from "../../../src/emulator/profile.ts";
import { type RunningEmulator, startEmulator } from "../../../src/emulator/server.ts";
import { ApiClient, fetchLiveInventory } from "../../../src/io/service/api-client.ts";
import { applyPlan } from "../../../src/io/service/apply.ts";
import { closeAfterTest, connectionTo } from "../../support/apply-fixtures.ts";
import { fastForwardClock } from "../../support/fast-forward-clock.ts";
import { seed } from "../../support/seed.ts";

const EAST_KEY = "faults-key-east";
const WEST_KEY = "faults-key-west";

type SeedAsset = { id: string; name: string; cyber_system_id: string; asset_type: AssetType };

function seedAssets(system: string, prefix: string, count: number, type: AssetType): SeedAsset[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `ca_${system}_${index}`,
    name: `${prefix}-${String(index).padStart(2, "0")}`,
    cyber_system_id: `cs_${system}`,
    asset_type: type,
  }));
}

const serviceSeed = seed(
  {
    api_keys: [EAST_KEY],
    cyber_systems: [
      { id: "cs_ems", name: "EMS", facility_id: "fac_alpha" },
      { id: "cs_scada", name: "SCADA", facility_id: "fac_alpha" },
      { id: "cs_other", name: "Undeclared", facility_id: "fac_alpha" },
    ],
    cyber_assets: [
      ...seedAssets("ems", "ems", 12, "hardware"),
      ...seedAssets("scada", "scada", 8, "software"),
      ...seedAssets("other", "other", 5, "hardware"),
    ],
  },
  {
    slug: "grid-west",
    name: "Grid West",
    api_keys: [WEST_KEY],
    facilities: [{ id: "fac_west", name: "West Yard" }],
    cyber_systems: [{ id: "cs_west", name: "EMS", facility_id: "fac_west" }],
    cyber_assets: seedAssets("west", "ems", 4, "hardware"),
  },
);

let line = 0;
function at(): SourceLocation {
  line++;
  return { file: "inventory/test.yaml", line, column: 3 };
}

function declared(name: string, type: AssetType, renamedFrom?: string): DeclaredAsset {
  const asset: DeclaredAsset = { name, type, location: at() };
  if (renamedFrom !== undefined) asset.renamedFrom = { value: renamedFrom, location: at() };
  return asset;
}

function documentFor(system: string, assets: DeclaredAsset[]): InventoryDocument {
  return {
    location: at(),
    cyberSystem: { value: system, location: at() },
    facility: { value: "Substation Alpha", location: at() },
    prune: true,
    assets,
    assetsLocation: at(),
  };
}

/**
 * Every kind of change: EMS keeps 8 of its 12 assets (one retyped, two renamed, one moved to
 * SCADA), deletes 3 and gains 20; SCADA loses 2 and gains 15.
 */
const declaration: InventoryDocument[] = [
  documentFor("EMS", [
    declared("ems-00", "software"),
    declared("ems-01-renamed", "hardware", "ems-01"),
    declared("ems-02-b", "hardware", "ems-02"),
    declared("ems-03", "hardware"),
    ...["ems-04", "ems-05", "ems-06", "ems-07"].map((name) => declared(name, "hardware")),
    ...Array.from({ length: 20 }, (_, index) => declared(`ems-new-${index}`, "hardware")),
  ]),
  documentFor("SCADA", [
    declared("ems-08", "hardware"),
    ...seedAssets("scada", "scada", 6, "software").map((asset) => declared(asset.name, "software")),
    ...Array.from({ length: 15 }, (_, index) => declared(`scada-new-${index}`, "software")),
  ]),
];

/**
 * A client whose waits (backoff, Retry-After, pacing) move `sleep`'s clock instead of passing:
 * given the emulator's clock, a wait for its rate window ends with the window over.
 */
function clientFor(url: string, sleep: (ms: number) => Promise<void>): ApiClient {
  const connection = connectionTo(url, EAST_KEY);
  const client = new ApiClient({
    connection,
    random: mulberry32(7),
    retry: { maxAttempts: 8, baseDelayMs: 20, maxDelayMs: 200 },
    sleep,
  });
  closeAfterTest(client);
  return client;
}

function planFrom(live: LiveInventory): Plan {
  const { resolved, diagnostics } = resolveInventory(declaration, live);
  expect(diagnostics.filter((diagnostic) => diagnostic.severity === "error")).toEqual([]);
  const planned = planInventory(resolved, live);
  expect(planned.diagnostics.filter((diagnostic) => diagnostic.severity === "error")).toEqual([]);
  return planned.plan;
}

function managedState(live: LiveInventory): string[] {
  const systems = new Map(live.cyberSystems.map((system) => [system.id, system.name]));
  return live.cyberAssets
    .filter((asset) => asset.cyber_system_id === "cs_ems" || asset.cyber_system_id === "cs_scada")
    .map((asset) => `${systems.get(asset.cyber_system_id)}/${asset.name}/${asset.asset_type}`)
    .sort();
}

const declaredState = declaration
  .flatMap((document) =>
    document.assets.map((asset) => `${document.cyberSystem.value}/${asset.name}/${asset.type}`),
  )
  .sort();

interface Scenario {
  name: string;
  faults: FaultOptions;
  expectAdoption?: boolean;
  /** Default "spec". */
  profile?: EmulatorProfile;
}

const scenarios: Scenario[] = [
  { name: "503 before any effect on 30% of requests", faults: { errorRate: 0.3, seed: 11 } },
  {
    name: "connection dropped after commit on 30% of mutations",
    faults: { dropAfterCommitRate: 0.3, seed: 12 },
    expectAdoption: true,
  },
  {
    name: "rate limit of 25 requests per second (429 + Retry-After)",
    faults: { rateLimitPerSecond: 25, seed: 13 },
  },
  {
    name: "rate limit of 25 requests per second, documented profile (429 without Retry-After)",
    faults: { rateLimitPerSecond: 25, seed: 13 },
    profile: "documented",
  },
  {
    name: "latency, errors and drops together",
    faults: { latencyMs: 15, errorRate: 0.15, dropAfterCommitRate: 0.15, seed: 14 },
    expectAdoption: true,
  },
];

describe.each([true, false])("apply under faults, enforceUniqueNames %s", (enforceUniqueNames) => {
  it.each(scenarios)(
    "$name: converges after at most one re-run, with no duplicate",
    async (scenario) => {
      const clock = fastForwardClock();
      const emulator: RunningEmulator = await startEmulator({
        seed: serviceSeed,
        enforceUniqueNames,
        clock: clock.now,
        profile: scenario.profile ?? "spec",
      });
      closeAfterTest(emulator);
      const westBefore = emulator.inventory("grid-west");
      const untouchedBefore = emulator
        .inventory("grid-east")
        .cyberAssets.filter((asset) => asset.cyber_system_id === "cs_other");
      const seededIds = new Set(
        emulator.inventory("grid-east").cyberAssets.map((asset) => asset.id),
      );
      emulator.setFaults(scenario.faults);
      const client = clientFor(emulator.url, clock.sleep);

      const firstPlan = planFrom(await fetchLiveInventory(client));
      expect(firstPlan.summary.create).toBe(35);
      expect(firstPlan.summary.delete).toBe(5);
      const applies: ApplyResult[] = [await applyPlan(firstPlan, client, { concurrency: 6 })];

      // No asset exists twice, whatever the outcome of each operation.
      const afterFirst = emulator.inventory("grid-east");
      const keys = afterFirst.cyberAssets.map((asset) => asset.name.toLowerCase());
      expect(new Set(keys).size).toBe(keys.length);

      let plan = planFrom(await fetchLiveInventory(client));
      if (plan.operations.length > 0) {
        // Whatever is left is what failed or was skipped the first time: no new work appeared.
        const unfinished = applies[0]!.results.filter((result) => result.status !== "succeeded");
        expect(plan.operations.length).toBeLessThanOrEqual(unfinished.length);
        applies.push(await applyPlan(plan, client, { concurrency: 6 }));
        plan = planFrom(await fetchLiveInventory(client));
      }
      expect(plan.operations).toEqual([]);

      emulator.setFaults({});
      const final = emulator.inventory("grid-east");
      expect(managedState(final)).toEqual(declaredState);
      // Exactly one asset per planned create: none doubled, none lost.
      const newIds = final.cyberAssets.filter((asset) => !seededIds.has(asset.id));
      expect(newIds).toHaveLength(firstPlan.summary.create);
      // Nothing outside the managed systems, or of another organization, changed.
      expect(final.cyberAssets.filter((asset) => asset.cyber_system_id === "cs_other")).toEqual(
        untouchedBefore,
      );
      expect(emulator.inventory("grid-west")).toEqual(westBefore);

      const results = applies.flatMap((applied) => applied.results);
      // The faults did hit: some operation needed more than one attempt, or was adopted.
      expect(results.some((result) => result.attempts > 1 || result.adopted === true)).toBe(true);
      if (scenario.expectAdoption) {
        expect(results.some((result) => result.adopted === true)).toBe(true);
      }
      for (const result of results) {
        expect(result.error ?? "").not.toContain(EAST_KEY);
      }
    },
  );
});

/** Another writer that acts once, just before this client's first change reaches the service. */
class RacedClient extends ApiClient {
  readonly #race: () => Promise<void>;
  #raced: Promise<void> | undefined;

  constructor(options: ConstructorParameters<typeof ApiClient>[0], race: () => Promise<void>) {
    super(options);
    this.#race = race;
  }

  /** Every change waits for the other writer, which starts with the first. */
  #afterRace(): Promise<void> {
    this.#raced ??= this.#race();
    return this.#raced;
  }

  override async createCyberAsset(...args: Parameters<ApiClient["createCyberAsset"]>) {
    await this.#afterRace();
    return super.createCyberAsset(...args);
  }

  override async updateCyberAsset(...args: Parameters<ApiClient["updateCyberAsset"]>) {
    await this.#afterRace();
    return super.updateCyberAsset(...args);
  }

  override async deleteCyberAsset(...args: Parameters<ApiClient["deleteCyberAsset"]>) {
    await this.#afterRace();
    return super.deleteCyberAsset(...args);
  }
}

describe("apply while someone else changes the managed systems", () => {
  // With unique names off, a create racing another writer's create of the same name makes two
  // assets whatever the client does (the API has no conditional create); the next plan then
  // reports the duplicate instead of guessing. With them on, the service refuses the second.
  it("fails only the operations the other writer overtook, duplicates nothing, and converges on the next run", async () => {
    const emulator: RunningEmulator = await startEmulator({
      seed: serviceSeed,
      enforceUniqueNames: true,
    });
    closeAfterTest(emulator);
    const other = clientFor(emulator.url, fastForwardClock().sleep);
    const connection = connectionTo(emulator.url, EAST_KEY);
    const client = new RacedClient({ connection }, async () => {
      // Between the review of the plan and its apply: one of the planned creates is made by hand,
      // the asset of a planned rename is deleted, and an asset the plan keeps is deleted.
      await other.createCyberAsset({
        name: "ems-new-0",
        cyber_system_id: "cs_ems",
        asset_type: "hardware",
      });
      await other.deleteCyberAsset("ca_ems_1");
      await other.deleteCyberAsset("ca_ems_3");
    });
    closeAfterTest(client);

    const firstPlan = planFrom(await fetchLiveInventory(client));
    const first = await applyPlan(firstPlan, client, { concurrency: 4 });
    const failed = first.results
      .filter((result) => result.status !== "succeeded")
      .map((result) => {
        const operation = firstPlan.operations[result.index]!;
        return `${result.status} ${operation.action} ${operation.name}: ${result.error}`;
      });
    expect(failed).toEqual([
      expect.stringMatching(/^failed update ems-01-renamed: .*404/),
      expect.stringMatching(/^failed create ems-new-0: .*409/),
    ]);
    const names = emulator
      .inventory("grid-east")
      .cyberAssets.map((asset) => asset.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);

    // The next plan holds exactly what the other writer undid, and applying it converges.
    const secondPlan = planFrom(await fetchLiveInventory(client));
    expect(
      secondPlan.operations.map((operation) => `${operation.action} ${operation.name}`),
    ).toEqual(["create ems-01-renamed", "create ems-03"]);
    const second = await applyPlan(secondPlan, client, { concurrency: 4 });
    expect(second.summary).toEqual({ succeeded: 2, failed: 0, skipped: 0 });
    expect(planFrom(await fetchLiveInventory(client)).operations).toEqual([]);
    expect(managedState(emulator.inventory("grid-east"))).toEqual(declaredState);
  });
});
