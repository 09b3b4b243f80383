// Verification after apply, on data: what the re-read live assets must show after each kind of
// result (issue 15, finding 7).
import { describe, expect, it } from "vitest";
import type {
  ApplyResult,
  Operation,
  OperationResult,
  Plan,
} from "../../../src/core/plan/plan-model.ts";
import { applyComplete, changeStatus } from "../../../src/core/evidence/records/change-record.ts";
import { verifyApply, withVerification } from "../../../src/core/plan/verify-apply.ts";
import { EMS_SYSTEM, planOfOperations } from "../../support/apply-fixtures.ts";
import { cyberAsset } from "../../support/fixtures.ts";

const EMS = EMS_SYSTEM;

function planOf(operations: Operation[]): Plan {
  return planOfOperations(operations, [EMS]);
}

function resultOf(results: OperationResult[]): ApplyResult {
  const summary = { succeeded: 0, failed: 0, skipped: 0 };
  for (const entry of results) summary[entry.status]++;
  return { fingerprint: "sha256:test", started_at: "", finished_at: "", results, summary };
}

const deleteRtu: Operation = {
  action: "delete",
  asset_id: "ca_1",
  name: "rtu-1",
  asset_type: "hardware",
  cyber_system: EMS,
  depends_on: [],
};
const createHmi: Operation = {
  action: "create",
  name: "hmi-1",
  asset_type: "software",
  cyber_system: EMS,
  depends_on: [],
};
const renameRelay: Operation = {
  action: "update",
  asset_id: "ca_2",
  name: "relay-2b",
  cyber_system: EMS,
  kinds: ["rename"],
  temporary: false,
  changes: { name: { from: "relay-2", to: "relay-2b" } },
  depends_on: [],
};

const rtu = cyberAsset("ca_1", "rtu-1", "cs_ems");
const relay = cyberAsset("ca_2", "relay-2", "cs_ems");
const relayRenamed = cyberAsset("ca_2", "relay-2b", "cs_ems");
const hmi = cyberAsset("ca_9", "hmi-1", "cs_ems", "software");
const plan = planOf([deleteRtu, createHmi, renameRelay]);
const allSucceeded = resultOf([
  { index: 0, status: "succeeded", asset_id: "ca_1", attempts: 1 },
  { index: 1, status: "succeeded", asset_id: "ca_9", attempts: 1 },
  { index: 2, status: "succeeded", asset_id: "ca_2", attempts: 1 },
]);

describe("verifyApply", () => {
  it("finds nothing when every effect is there and nothing else changed", () => {
    expect(verifyApply(plan, [rtu, relay], allSucceeded, [relayRenamed, hmi])).toEqual([]);
  });

  it("reports a delete that claimed success while the asset is still listed, and marks it failed", () => {
    const problems = verifyApply(plan, [rtu, relay], allSucceeded, [rtu, relayRenamed, hmi]);
    expect(problems).toEqual([
      {
        kind: "no-effect",
        operation: 0,
        message:
          'operation #1 (delete "rtu-1" (ca_1)) reported success, but after the apply GET /cyber-assets still lists "rtu-1" (ca_1, hardware, in cs_ems); run plan again to see what is left',
      },
    ]);
    const verified = withVerification(allSucceeded, problems);
    expect(verified.results[0]).toMatchObject({ status: "failed", error: problems[0]!.message });
    expect(verified.summary).toEqual({ succeeded: 2, failed: 1, skipped: 0 });
    expect(verified.verification).toEqual({ problems });
  });

  it("reports a rename whose effect is not there", () => {
    const problems = verifyApply(plan, [rtu, relay], allSucceeded, [relay, hmi]);
    expect(problems.map((problem) => [problem.kind, problem.operation])).toEqual([
      ["no-effect", 2],
    ]);
  });

  it("reports an asset someone else changed, one that appeared, and a name held twice", () => {
    const other = cyberAsset("ca_7", "HMI-1", "cs_ems");
    const retyped = { ...relayRenamed };
    const untouched = cyberAsset("ca_3", "switch-3", "cs_ems");
    const problems = verifyApply(plan, [rtu, relay, untouched], allSucceeded, [
      retyped,
      hmi,
      other,
      { ...untouched, asset_type: "software" },
    ]);
    expect(problems.map((problem) => problem.kind)).toEqual(["changed-by-other", "duplicate"]);
    expect(problems[0]?.message).toBe(
      'asset "switch-3" (ca_3) changed during the apply, not by it: the asset is now "switch-3" (ca_3, software, in cs_ems); plan again to see what it means for the declaration',
    );
    expect(problems[1]?.message).toContain('the name "hmi-1" is held by 2 assets');
  });

  it("expects nothing of an asset whose operation failed", () => {
    const failed = resultOf([
      { index: 0, status: "failed", error: "x", attempts: 1 },
      { index: 1, status: "succeeded", asset_id: "ca_9", attempts: 1 },
      { index: 2, status: "failed", error: "x", attempts: 1 },
    ]);
    expect(verifyApply(plan, [rtu, relay], failed, [rtu, relay, hmi])).toEqual([]);
  });
});

describe("a run with verification problems", () => {
  it("is not complete and not 'applied', though every operation succeeded", () => {
    const problems = verifyApply(plan, [rtu, relay], allSucceeded, [rtu, relayRenamed, hmi]);
    const clean = withVerification(allSucceeded, []);
    const noEffect = withVerification(allSucceeded, problems);
    const duplicate = withVerification(allSucceeded, [{ kind: "duplicate", message: "m" }]);
    expect([clean, noEffect, duplicate].map(applyComplete)).toEqual([true, false, false]);
    expect([clean, noEffect, duplicate].map(changeStatus)).toEqual([
      "applied",
      "partly-applied",
      "partly-applied",
    ]);
  });
});
