// The change record, decided: the status of a run from its results and the verification after it,
// whether it did all it planned, and the record built from the plan and the result only, each
// operation with its outcome (an operation without one was skipped), whole.
import { describe, expect, it } from "vitest";
import {
  applyComplete,
  buildChangeRecord,
  type ChangeContext,
  changeStatus,
} from "../../../../src/core/evidence/records/change-record.ts";
import type { ApplyResult, Operation, PlanBaseline } from "../../../../src/core/plan/plan-model.ts";
import { ALPHA, BRAVO, createOf, deleteOf, planOf } from "../../../support/sample-plans.ts";
import { at } from "../../../support/fixtures.ts";

const result = (
  summary: ApplyResult["summary"],
  extra: Partial<ApplyResult> = {},
): ApplyResult => ({
  fingerprint: "f",
  started_at: "2026-01-01T00:00:00.000Z",
  finished_at: "2026-01-01T00:00:01.000Z",
  results: [],
  summary,
  ...extra,
});
const PROBLEM = { verification: { problems: [{ kind: "duplicate" as const, message: "m" }] } };
const CLEAN = { verification: { problems: [] } };

describe("a run's status, and whether it did all it planned", () => {
  it.each<[string, ApplyResult, string, boolean]>([
    ["nothing to do", result({ succeeded: 0, failed: 0, skipped: 0 }), "no-changes", true],
    ["everything done", result({ succeeded: 2, failed: 0, skipped: 0 }, CLEAN), "applied", true],
    [
      "everything done, but the re-read found a problem",
      result({ succeeded: 2, failed: 0, skipped: 0 }, PROBLEM),
      "partly-applied",
      false,
    ],
    [
      "nothing done, and the re-read found a problem",
      result({ succeeded: 0, failed: 0, skipped: 0 }, PROBLEM),
      "partly-applied",
      false,
    ],
    [
      "one failed, one done",
      result({ succeeded: 1, failed: 1, skipped: 0 }),
      "partly-applied",
      false,
    ],
    [
      "one skipped, one done",
      result({ succeeded: 1, failed: 0, skipped: 1 }),
      "partly-applied",
      false,
    ],
    ["every one failed", result({ succeeded: 0, failed: 2, skipped: 0 }), "failed", false],
    [
      "one failed, the other skipped",
      result({ succeeded: 0, failed: 1, skipped: 1 }),
      "failed",
      false,
    ],
    ["every one skipped", result({ succeeded: 0, failed: 0, skipped: 2 }), "failed", false],
    [
      "a stop asked for, everything else done",
      result({ succeeded: 2, failed: 0, skipped: 0 }, { interrupted: { not_started: 0 } }),
      "interrupted",
      true,
    ],
    [
      "a stop asked for before the rest started",
      result({ succeeded: 1, failed: 0, skipped: 1 }, { interrupted: { not_started: 1 } }),
      "interrupted",
      false,
    ],
  ])("%s: %s", (_case, applied, status, complete) => {
    expect([changeStatus(applied), applyComplete(applied)]).toStrictEqual([status, complete]);
  });
});

describe("the change record built from the plan and the result", () => {
  const update: Operation = {
    action: "update",
    depends_on: [],
    source: at("Alpha Protection.yaml", 7, 3),
    asset_id: "ca_0010",
    name: "sw-b",
    cyber_system: BRAVO,
    kinds: ["rename", "move"],
    temporary: false,
    changes: { name: { from: "sw-a", to: "sw-b" }, cyber_system: { from: ALPHA, to: BRAVO } },
  };
  const plan = planOf(
    [
      createOf("rtu-1", ALPHA),
      createOf("rtu-2", ALPHA),
      deleteOf("hmi-1", "ca_0042", ALPHA),
      update,
      createOf("rtu-3", ALPHA),
    ],
    { create: 3, update: 1, delete: 1, move: 1, rename: 1, retype: 0 },
  );
  const CONTEXT: ChangeContext = {
    tool_version: "0.9.0",
    repository: "grid/inventory",
    commit: "c".repeat(40),
    actor: "dana",
  };

  it("records each operation with its outcome, and one without an outcome as skipped", () => {
    const applied: ApplyResult = {
      ...result({ succeeded: 2, failed: 1, skipped: 1 }),
      results: [
        {
          index: 0,
          status: "succeeded",
          asset_id: "ca_new",
          adopted: true,
          service_fields: { owner: "ops" },
          attempts: 2,
        },
        { index: 1, status: "failed", error: "POST /assets: 503", adopted: false, attempts: 3 },
        { index: 2, status: "succeeded", attempts: 1 },
        { index: 3, status: "skipped", error: "depends on operation 1", attempts: 0 },
      ],
    };
    expect(buildChangeRecord(plan, applied, CONTEXT)).toStrictEqual({
      format_version: 1,
      tool: { name: "cip-inventory-sync", version: "0.9.0" },
      status: "partly-applied",
      fingerprint: plan.fingerprint,
      started_at: "2026-01-01T00:00:00.000Z",
      finished_at: "2026-01-01T00:00:01.000Z",
      context: { repository: "grid/inventory", commit: "c".repeat(40), actor: "dana" },
      plan_summary: plan.summary,
      result_summary: { succeeded: 2, failed: 1, skipped: 1 },
      operations: [
        {
          index: 0,
          action: "create",
          name: "rtu-1",
          result: "succeeded",
          asset_id: "ca_new",
          adopted: true,
          service_fields: { owner: "ops" },
          cyber_system: ALPHA,
          asset_type: "hardware",
        },
        {
          index: 1,
          action: "create",
          name: "rtu-2",
          result: "failed",
          error: "POST /assets: 503",
          cyber_system: ALPHA,
          asset_type: "hardware",
        },
        {
          index: 2,
          action: "delete",
          name: "hmi-1",
          result: "succeeded",
          asset_id: "ca_0042",
          cyber_system: ALPHA,
          asset_type: "hardware",
        },
        {
          index: 3,
          action: "update",
          name: "sw-b",
          result: "skipped",
          error: "depends on operation 1",
          asset_id: "ca_0010",
          cyber_system: BRAVO,
          changes: update.action === "update" ? update.changes : undefined,
        },
        {
          index: 4,
          action: "create",
          name: "rtu-3",
          result: "skipped",
          cyber_system: ALPHA,
          asset_type: "hardware",
        },
      ],
    });
  });

  it("carries the plan's baselines and the verification after apply, when there are", () => {
    const baselines: PlanBaseline[] = [
      { asset: "rtu-1", cyber_system_id: "cs_alpha", digest: `sha256:${"b".repeat(64)}` },
    ];
    const record = buildChangeRecord(
      { ...plan, baselines },
      result({ succeeded: 0, failed: 0, skipped: 5 }, PROBLEM),
      { tool_version: "0.9.0" },
    );
    expect([record.context, record.baselines, record.verification, record.status]).toStrictEqual([
      {},
      baselines,
      PROBLEM.verification,
      "failed",
    ]);
    expect(Object.keys(record)).toStrictEqual([
      "format_version",
      "tool",
      "status",
      "fingerprint",
      "started_at",
      "finished_at",
      "context",
      "plan_summary",
      "result_summary",
      "operations",
      "baselines",
      "verification",
    ]);
  });
});
