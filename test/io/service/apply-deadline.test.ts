// issue 15 finding 6: an apply against a service that accepts POSTs and never answers ends at its
// deadline; nothing starts after it, and the result says which operations were not attempted. The
// clock is faked and moved by the test once the first POST is out.
import { describe, expect, it } from "vitest";
import type { CreateOperation, Plan } from "../../../src/core/plan/plan-model.ts";
import { applyPlan, NOT_ATTEMPTED } from "../../../src/io/service/apply.ts";
import { neverAnswer, startHostileService } from "../../support/hostile-service.ts";
import { closeAfterTest, EMS_SYSTEM, planOfOperations } from "../../support/apply-fixtures.ts";
import { fakeTimeoutsAndDate, passTimeOnceSeen } from "../../support/faked-clock.ts";

const EMS = EMS_SYSTEM;

function create(name: string, depends_on: number[] = []): CreateOperation {
  return { action: "create", name, asset_type: "hardware", cyber_system: EMS, depends_on };
}

function planOf(operations: CreateOperation[]): Plan {
  const summary = {
    create: operations.length,
    update: 0,
    delete: 0,
    move: 0,
    rename: 0,
    retype: 0,
  };
  return planOfOperations(operations, [EMS], { summary });
}

describe("apply deadline", () => {
  it("starts nothing after the deadline and records what was not attempted", async () => {
    const service = closeAfterTest(
      await startHostileService({ "POST /cyber-assets": neverAnswer }),
    );
    const client = service.client();
    fakeTimeoutsAndDate();
    const deadlineAt = Date.now() + 200;
    client.endCallsBy(deadlineAt);
    const plan = planOf([create("rtu-1"), create("rtu-2"), create("rtu-3", [1])]);
    const applying = applyPlan(plan, client, { concurrency: 1, deadlineAt });
    await passTimeOnceSeen(service.seen, 200);
    const result = await applying;
    expect(result.results.map((entry) => [entry.index, entry.status])).toEqual([
      [0, "failed"],
      [1, "skipped"],
      [2, "skipped"],
    ]);
    expect(result.results[0]?.error).toContain(
      "POST /cyber-assets failed: no outcome within the deadline of the whole run",
    );
    expect(result.results[1]?.error).toBe(NOT_ATTEMPTED);
    expect(result.results[2]?.error).toBe(NOT_ATTEMPTED);
    expect(service.seen.filter((line) => line.startsWith("POST"))).toEqual([
      "POST /api/cyber-assets",
    ]);
    expect(result.summary).toEqual({ succeeded: 0, failed: 1, skipped: 2 });
  });

  it("attempts nothing when the deadline passed before the apply began", async () => {
    const service = closeAfterTest(await startHostileService({}));
    const plan = planOf([create("rtu-1"), create("rtu-2", [0])]);
    const result = await applyPlan(plan, service.client(), { deadlineAt: Date.now() - 1 });
    expect(result.results).toEqual([
      { index: 0, status: "skipped", error: NOT_ATTEMPTED, attempts: 0 },
      { index: 1, status: "skipped", error: NOT_ATTEMPTED, attempts: 0 },
    ]);
    expect(service.seen).toEqual([]);
  });
});
