// Hand-built plans for renderer tests (and anyone who needs a plan without running the planner):
// every operation kind, a rename cycle broken by a temporary name, every kind of parent, unmanaged
// assets, safety violations and warnings. Fingerprints are real; summaries are written out.
import { fingerprintPlan } from "../../src/core/plan/saved/fingerprint.ts";
import type {
  ApplyResult,
  CreateOperation,
  DeleteOperation,
  Operation,
  OperationResult,
  Plan,
  PlanSummary,
  SafetyViolation,
  SystemRef,
  UnmanagedAsset,
} from "../../src/core/plan/plan-model.ts";
import type { Diagnostic } from "../../src/core/shared/diagnostics.ts";
import { SAFETY_OVERRIDE } from "../../src/core/plan/safety.ts";
import { at } from "./fixtures.ts";

export const ALPHA: SystemRef = {
  id: "cs_alpha",
  name: "Alpha Protection",
  parent: { kind: "facility", id: "fac_alpha", name: "Substation Alpha" },
};
export const BRAVO: SystemRef = {
  id: "cs_bravo",
  name: "Bravo SCADA",
  parent: { kind: "facility", id: "fac_bravo", name: "Substation Bravo" },
};
export const EMS: SystemRef = {
  id: "cs_ems",
  name: "EMS",
  parent: { kind: "control_center", id: "cc_east", name: "East Control Center" },
};
/** A system whose parent the service does not show. */
export const ORPHAN: SystemRef = { id: "cs_orphan", name: "Orphan System", parent: null };

/** A name that tries every Markdown, HTML and GitHub trick (and a newline the validation forbids). */
export const HOSTILE_NAME = "a|b <b>x</b> @team #12 [x](http://evil) ` * _ ~ \\\nz";

export function planOf(
  operations: Operation[],
  summary: PlanSummary,
  extras: Partial<Pick<Plan, "managed_systems" | "unmanaged" | "warnings">> & {
    violations?: SafetyViolation[];
  } = {},
): Plan {
  return {
    format_version: 1,
    fingerprint: fingerprintPlan(operations, undefined),
    summary,
    operations,
    managed_systems: extras.managed_systems ?? [ALPHA, BRAVO, EMS],
    unmanaged: extras.unmanaged ?? [],
    safety: { managed_live_assets: 40, violations: extras.violations ?? [] },
    warnings: extras.warnings ?? [],
  };
}

export function emptyPlan(extras: Parameters<typeof planOf>[2] = {}): Plan {
  return planOf([], { create: 0, update: 0, delete: 0, move: 0, rename: 0, retype: 0 }, extras);
}

export function createOf(name: string, system: SystemRef, line = 5): CreateOperation {
  return {
    action: "create",
    depends_on: [],
    source: at(`${system.name}.yaml`, line, 3),
    name,
    asset_type: "hardware",
    cyber_system: system,
  };
}

export function deleteOf(name: string, assetId: string, system: SystemRef): DeleteOperation {
  return {
    action: "delete",
    depends_on: [],
    source: at(`${system.name}.yaml`, 4, 1),
    asset_id: assetId,
    name,
    asset_type: "hardware",
    cyber_system: system,
  };
}

export const UNMANAGED: UnmanagedAsset = {
  asset_id: "ca_0099",
  name: "orphan-ws-01",
  asset_type: "software",
  cyber_system: ORPHAN,
};

export const STALE_RENAME_WARNING: Diagnostic = {
  severity: "warning",
  message:
    'renamed_from "old-rtu" matches no live asset, so "new-rtu" will be created as a new asset; correct renamed_from or remove it',
  location: at("Alpha Protection.yaml", 9, 30),
};

/** A mass-delete violation worded as core/safety.ts words it. */
export const MASS_DELETE: SafetyViolation = {
  rule: "mass-delete",
  message: `12 deletes would remove 40% of the 30 live assets in the managed systems (limit 30%); ${SAFETY_OVERRIDE}.`,
};

/**
 * Operations (execution order):
 *  0 delete alpha-hmi-02 (ca_0042) from Bravo SCADA
 *  1 temporary rename sw-a -> sw-a~cip-sync-0badf00d (ca_0010)   } a swap of sw-a and sw-b,
 *  2 rename sw-b -> sw-a (ca_0011)                                 } broken by a temporary name
 *  3 rename sw-a~cip-sync-0badf00d -> sw-b (ca_0010)               }
 *  4 rename alpha-rtu-01 -> alpha-rtu-01b (ca_0001)
 *  5 move alpha-plc-03 (ca_0003) from Alpha Protection to Bravo SCADA
 *  6 retype alpha-fw (ca_0005) hardware -> software
 *  7 rename ems-old -> ems-new, move Alpha Protection -> EMS, retype hardware -> software (ca_0007)
 *  8 create alpha-rtu-09 in Alpha Protection
 *  9 create bravo-hmi-01 (software) in Bravo SCADA
 * 10 create ems-ws-01 in EMS
 */
export function samplePlan(extras: Parameters<typeof planOf>[2] = {}): Plan {
  const temporaryName = "sw-a~cip-sync-0badf00d";
  const operations: Operation[] = [
    deleteOf("alpha-hmi-02", "ca_0042", BRAVO),
    {
      action: "update",
      depends_on: [],
      source: at("Alpha Protection.yaml", 7, 3),
      asset_id: "ca_0010",
      name: temporaryName,
      cyber_system: ALPHA,
      kinds: ["rename"],
      temporary: true,
      changes: { name: { from: "sw-a", to: temporaryName } },
    },
    {
      action: "update",
      depends_on: [1],
      source: at("Alpha Protection.yaml", 6, 3),
      asset_id: "ca_0011",
      name: "sw-a",
      cyber_system: ALPHA,
      kinds: ["rename"],
      temporary: false,
      changes: { name: { from: "sw-b", to: "sw-a" } },
    },
    {
      action: "update",
      depends_on: [1, 2],
      source: at("Alpha Protection.yaml", 7, 3),
      asset_id: "ca_0010",
      name: "sw-b",
      cyber_system: ALPHA,
      kinds: ["rename"],
      temporary: false,
      changes: { name: { from: temporaryName, to: "sw-b" } },
    },
    {
      action: "update",
      depends_on: [],
      source: at("Alpha Protection.yaml", 5, 3),
      asset_id: "ca_0001",
      name: "alpha-rtu-01b",
      cyber_system: ALPHA,
      kinds: ["rename"],
      temporary: false,
      changes: { name: { from: "alpha-rtu-01", to: "alpha-rtu-01b" } },
    },
    {
      action: "update",
      depends_on: [],
      source: at("Bravo SCADA.yaml", 5, 3),
      asset_id: "ca_0003",
      name: "alpha-plc-03",
      cyber_system: BRAVO,
      kinds: ["move"],
      temporary: false,
      changes: { cyber_system: { from: ALPHA, to: BRAVO } },
    },
    {
      action: "update",
      depends_on: [],
      source: at("Alpha Protection.yaml", 8, 3),
      asset_id: "ca_0005",
      name: "alpha-fw",
      cyber_system: ALPHA,
      kinds: ["retype"],
      temporary: false,
      changes: { asset_type: { from: "hardware", to: "software" } },
    },
    {
      action: "update",
      depends_on: [],
      source: at("EMS.yaml", 5, 3),
      asset_id: "ca_0007",
      name: "ems-new",
      cyber_system: EMS,
      kinds: ["rename", "move", "retype"],
      temporary: false,
      changes: {
        name: { from: "ems-old", to: "ems-new" },
        cyber_system: { from: ALPHA, to: EMS },
        asset_type: { from: "hardware", to: "software" },
      },
    },
    createOf("alpha-rtu-09", ALPHA, 9),
    { ...createOf("bravo-hmi-01", BRAVO, 6), asset_type: "software" },
    createOf("ems-ws-01", EMS, 6),
  ];
  return planOf(
    operations,
    { create: 3, update: 6, delete: 1, move: 2, rename: 4, retype: 2 },
    { unmanaged: [UNMANAGED], warnings: [STALE_RENAME_WARNING], ...extras },
  );
}

/** `creates` creates spread over `systems` systems, then `deletes` deletes, with long names. */
export function largePlan(creates: number, deletes: number, systems = 10): Plan {
  const refs: SystemRef[] = Array.from({ length: systems }, (_, index) => ({
    id: `cs_${String(index).padStart(3, "0")}`,
    name: `Generation Station ${index} Protection System`,
    parent: { kind: "facility", id: `fac_${index}`, name: `Generating Facility ${index}` },
  }));
  const operations: Operation[] = [
    ...Array.from({ length: deletes }, (_, index) =>
      deleteOf(
        `decommissioned-relay-${String(index).padStart(5, "0")}`,
        `ca_del_${String(index).padStart(5, "0")}`,
        refs[index % systems]!,
      ),
    ),
    ...Array.from({ length: creates }, (_, index) =>
      createOf(`new-protective-relay-${String(index).padStart(5, "0")}`, refs[index % systems]!),
    ),
  ];
  return planOf(
    operations,
    { create: creates, update: 0, delete: deletes, move: 0, rename: 0, retype: 0 },
    { managed_systems: refs },
  );
}

/**
 * An apply result for `plan` with the given outcome per operation index (default: succeeded;
 * "not run": no result, as when an apply stops early).
 */
export function applyResultOf(
  plan: Plan,
  outcomes: Record<number, Partial<OperationResult> | "not run"> = {},
): ApplyResult {
  const results: OperationResult[] = [];
  plan.operations.forEach((operation, index) => {
    const outcome = outcomes[index];
    if (outcome === "not run") return;
    results.push({
      index,
      status: "succeeded",
      ...(operation.action === "create" ? { asset_id: `ca_new_${index}` } : {}),
      attempts: 1,
      ...outcome,
    });
  });
  const summary = { succeeded: 0, failed: 0, skipped: 0 };
  for (const result of results) summary[result.status] += 1;
  return {
    fingerprint: plan.fingerprint,
    started_at: "2025-01-01T00:00:00.000Z",
    finished_at: "2025-01-01T00:00:01.000Z",
    results,
    summary,
  };
}
