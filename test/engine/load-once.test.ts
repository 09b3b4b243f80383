// The inventory files read once per run (loadOnce), and planFromSource planning from files a step
// before it read: no file read again, the list requests still made, the diagnostics unchanged.
import { mkdir, mkdtemp, realpath, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_SAFETY_LIMITS } from "../../src/core/plan/plan-model.ts";
import { startEmulator } from "../../src/emulator/server.ts";
import { loadOnce, planFromSource } from "../../src/engine/engine.ts";
import { ApiClient } from "../../src/io/service/api-client.ts";
import { type InventorySource, loadInventory } from "../../src/io/checkout/inventory-files.ts";
import { closeAfterTest, connectionTo } from "../support/apply-fixtures.ts";
import { countFileOpens, type FileOpens } from "../support/file-opens.ts";
import { seed } from "../support/seed.ts";

const KEY = "load-once-key";
const ALPHA = `cyber_system: Protection System
facility: Substation Alpha
assets:
  alpha-relay-01: hardware
`;
const BULK = `cyber_system: Bulk System
facility: Substation Alpha
assets:
  bulk-meter-01: hardware
`;

let dir: string;
let source: InventorySource;
let opens: FileOpens;

beforeEach(async () => {
  dir = await realpath(await mkdtemp(join(tmpdir(), "cip-load-once-")));
  await mkdir(join(dir, "inventory"));
  await writeFile(join(dir, "inventory", "alpha.yaml"), ALPHA);
  await writeFile(join(dir, "inventory", "bulk.yaml"), BULK);
  source = { patterns: [], cwd: dir, root: dir };
  opens = countFileOpens();
});

afterEach(async () => {
  opens.restore();
  await rm(dir, { recursive: true, force: true });
});

function fileOpens(): number[] {
  return ["alpha.yaml", "bulk.yaml"].map((file) => opens.of(join(dir, "inventory", file)));
}

async function client(): Promise<{ client: ApiClient; listRequests: () => number }> {
  const emulator = closeAfterTest(
    await startEmulator({
      seed: seed({
        api_keys: [KEY],
        cyber_systems: [
          { id: "cs_prot", name: "Protection System", facility_id: "fac_alpha" },
          { id: "cs_bulk", name: "Bulk System", facility_id: "fac_alpha" },
        ],
        cyber_assets: [],
      }),
    }),
  );
  const opened = closeAfterTest(new ApiClient({ connection: connectionTo(emulator.url, KEY) }));
  const listRequests = () =>
    [...emulator.requestCounts()].filter(([route]) => route.startsWith("GET ")).length;
  return { client: opened, listRequests };
}

describe("loadOnce", () => {
  it("reads each file once for every caller, and gives them all the same inventory", async () => {
    const load = loadOnce(source);
    const [first, second] = await Promise.all([load(), load()]);
    const third = await load();
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(first.files).toEqual(["inventory/alpha.yaml", "inventory/bulk.yaml"]);
    expect(fileOpens()).toEqual([1, 1]);
  });
});

describe("planFromSource with the run's loader", () => {
  it("plans from the files a step before read, reading none again", async () => {
    const inventory = loadOnce(source);
    await inventory();
    opens.reset();
    const service = await client();
    const limits = DEFAULT_SAFETY_LIMITS;
    const outcome = await planFromSource({ source, limits, inventory }, service.client);
    expect(outcome.status).toBe("planned");
    if (outcome.status !== "planned") return;
    expect(outcome.plan.summary).toMatchObject({ create: 2, update: 0, delete: 0 });
    expect(outcome.plan.inputs).toEqual({
      patterns: ["inventory/"],
      root: ".",
      declared: expect.stringMatching(/^sha256:[0-9a-f]{64}$/),
    });
    expect(service.listRequests()).toBe(4);
    expect(fileOpens()).toEqual([0, 0]);
  });

  it("reports invalid files as a read of its own would, at file:line:column", async () => {
    await writeFile(join(dir, "inventory", "bulk.yaml"), `${BULK}  bulk-meter-01: software\n`);
    const expected = (await loadInventory(source)).diagnostics;
    expect(expected[0]?.location).toMatchObject({ file: "inventory/bulk.yaml", line: 5 });
    const service = await client();
    const limits = DEFAULT_SAFETY_LIMITS;
    const inventory = loadOnce(source);
    const shared = await planFromSource({ source, limits, inventory }, service.client);
    const own = await planFromSource({ source, limits }, service.client);
    expect(shared).toEqual({ status: "invalid", diagnostics: expected });
    expect(own).toEqual(shared);
  });
});
