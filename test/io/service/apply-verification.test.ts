// issue 15 finding 7: two applies at once, and verification after apply. Both runs plan from the
// same live state; the second applies after the first, as the loser of a race would.
import { describe, expect, it } from "vitest";
import { buildChangeRecord } from "../../../src/core/evidence/records/change-record.ts";
import type { LiveInventory } from "../../../src/core/shared/live-records.ts";
import type { Plan } from "../../../src/core/plan/plan-model.ts";
import { planInventory } from "../../../src/core/plan/plan.ts";
import { resolveInventory } from "../../../src/core/plan/resolve.ts";
import { seed } from "../../support/seed.ts";
import { type RunningEmulator, startEmulator } from "../../../src/emulator/server.ts";
import { applyVerified } from "../../../src/engine/engine.ts";
import { ApiClient, fetchLiveInventory } from "../../../src/io/service/api-client.ts";
import { GONE_BEFORE } from "../../../src/io/service/apply.ts";
import { closeAfterTest } from "../../support/apply-fixtures.ts";
import { inventoryDocument } from "../../support/fixtures.ts";

const KEY = "verification-key-east";

const serviceSeed = seed({
  api_keys: [KEY],
  cyber_systems: [{ id: "cs_ems", name: "EMS", facility_id: "fac_alpha" }],
  cyber_assets: Array.from({ length: 4 }, (_, index) => ({
    id: `ca_${index}`,
    name: `ems-${index}`,
    cyber_system_id: "cs_ems",
    asset_type: "hardware",
  })),
});

async function service(enforceUniqueNames: boolean): Promise<RunningEmulator> {
  return closeAfterTest(await startEmulator({ seed: serviceSeed, enforceUniqueNames }));
}

function clientOf(emulator: RunningEmulator): ApiClient {
  const client = new ApiClient({
    connection: {
      baseUrl: new URL(`${emulator.url}/`),
      apiKey: KEY,
      urlSource: "CIP_API_URL",
      keySource: "CIP_API_KEY",
    },
  });
  return closeAfterTest(client);
}

/** EMS keeps ems-0 and ems-1, loses ems-2 and ems-3, and gains two new assets. */
function planFrom(live: LiveInventory): Plan {
  const document = inventoryDocument({
    cyberSystem: "EMS",
    facility: "Substation Alpha",
    assets: ["ems-0", "ems-1", "ems-new-a", "ems-new-b"],
  });
  const { resolved } = resolveInventory([document], live);
  return planInventory(resolved, live).plan;
}

describe("two applies at once", () => {
  it("with duplicate names allowed: the later run fails, reporting the duplicates", async () => {
    const emulator = await service(false);
    const [first, second] = [clientOf(emulator), clientOf(emulator)];
    const live = await fetchLiveInventory(first);
    const plan = planFrom(live);
    const winner = await applyVerified(plan, live, first, {});
    const loser = await applyVerified(plan, live, second, {});
    expect(winner.summary).toEqual({ succeeded: 4, failed: 0, skipped: 0 });
    expect(winner.verification).toEqual({ problems: [] });
    const problems = loser.verification?.problems ?? [];
    expect(problems.map((problem) => problem.kind).sort()).toEqual([
      "changed-by-other",
      "changed-by-other",
      "duplicate",
      "duplicate",
    ]);
    expect(problems.find((problem) => problem.kind === "duplicate")?.message).toMatch(
      /^the name "ems-new-a" is held by 2 assets \("ems-new-a" \(ca_\w+, hardware, in cs_ems\), "ems-new-a" \(ca_\w+, hardware, in cs_ems\)\); keep one and delete the others, then plan again$/,
    );
  });

  it("with unique names: the loser's record does not claim the winner's deletes", async () => {
    const emulator = await service(true);
    const [first, second] = [clientOf(emulator), clientOf(emulator)];
    const live = await fetchLiveInventory(first);
    const plan = planFrom(live);
    await applyVerified(plan, live, first, {});
    const loser = await applyVerified(plan, live, second, {});
    const record = buildChangeRecord(plan, loser, { tool_version: "test" });
    const deletes = record.operations.filter((operation) => operation.action === "delete");
    expect(deletes.map((operation) => [operation.result, operation.error])).toEqual([
      ["skipped", GONE_BEFORE],
      ["skipped", GONE_BEFORE],
    ]);
    expect(record.operations.filter((operation) => operation.result === "succeeded")).toEqual([]);
    expect(record.verification?.problems.map((problem) => problem.kind)).toEqual([
      "changed-by-other",
      "changed-by-other",
      "changed-by-other",
      "changed-by-other",
    ]);
  });

  it("a single apply verifies clean and its record says so", async () => {
    const emulator = await service(true);
    const client = clientOf(emulator);
    const live = await fetchLiveInventory(client);
    const plan = planFrom(live);
    const result = await applyVerified(plan, live, client, {});
    expect(result.verification).toEqual({ problems: [] });
    expect(buildChangeRecord(plan, result, { tool_version: "test" }).verification).toEqual({
      problems: [],
    });
  });
});
