// The audit report's entries: one per change, monitoring and configuration-monitoring record of the
// period, with
// what an auditor reads in each (what changed, asset by asset, in which system and facility; which
// systems a drift check compared), and why a change is an exception. Pure; built by
// evidence-report.ts.
import type { BaselineComparison, PlanBaseline, SystemRef } from "../../plan/plan-model.ts";
import type { ChangedItem, RequirementId } from "../../inventory/baselines/requirements.ts";
import type { ChangeRecord } from "../records/change-record.ts";
import {
  type ChangeOutcome,
  type EvidenceRecord,
  type PullRequestEvidence,
  pullRequestsOf,
} from "../records/evidence-record.ts";
import type { PolicyEvidence } from "../records/policy-record.ts";
import type {
  Investigation,
  UnauthorizedChange,
} from "../records/configuration-monitoring-model.ts";

/** An asset as an operation found it or left it; a field the record does not state is null. */
export interface AssetSide {
  name: string;
  cyber_system: string;
  asset_type: string | null;
  /** The system's facility or control centre, when the record names it. */
  facility: string | null;
}

export interface OperationEntry {
  action: string;
  asset_id: string | null;
  /** The asset before the operation; null for a create. */
  before: AssetSide | null;
  /** The asset after the operation; null for a delete. */
  after: AssetSide | null;
  result: string;
  error: string | null;
}

/**
 * A deviation as the ledger shows it (core/obligations/baseline-changes/record-deviations.ts): the asset, the R1.1
 * items whose digests changed from its last declared baseline, and the CIP-010 parts it opened.
 */
export interface LedgerDeviation {
  asset: string;
  asset_id?: string;
  cyber_system: string;
  items: ChangedItem[];
  opens: RequirementId[];
  /** The patches its record declares for the asset, where the record keeps them (`patched`). */
  patches?: string[];
}

/** The patches a change record declares for one asset's baseline (its `patched`). */
export interface DeclaredPatches {
  asset: string;
  asset_id?: string;
  patches: string[];
}

export interface ChangeEntry {
  file: string;
  /** The record's sequence in its workspace's chain. */
  sequence: number;
  recorded_at: string;
  /** "<TSA>, <time>" from the record's RFC 3161 token, or "not timestamped". */
  timestamp: string;
  outcome: ChangeOutcome;
  reason: string | null;
  /** Applied from the command line (record origin `cli`): no pull request reviewed it. */
  break_glass: boolean;
  /** Why the change is an exception (refused, failed, break-glass...); empty when it is not one. */
  exceptions: string[];
  merge_sha: string;
  /** The pull request merged, each pull request of a merge-queue batch, or none (a direct push). */
  pull_requests: PullRequestEvidence[];
  /** True when the plan applied is the plan reviewed; null when no plan was computed or reviewed. */
  reviewed_is_executed: boolean | null;
  reviewed_fingerprint: string | null;
  plan_fingerprint: string | null;
  /** The owner policy that judged the attempt; null when the base commit had none. */
  policy: PolicyEvidence | null;
  operations: OperationEntry[];
  /**
   * The applied plan's baselines against the existing ones, as its change record keeps them: each
   * deviation (CIP-010 R1.2) with the entries added and removed, or why they were not compared. A
   * "no-changes" outcome with deviations changed baselines only. Null when the record says nothing
   * of them (written before they were recorded, refused before a plan, or no baseline declared).
   */
  baseline_deviations: BaselineComparison | null;
  /**
   * Where the record did not compare its baselines (null, or not compared), the deviations the
   * ledger shows of it, once the obligations are judged (the report command adds them).
   */
  ledger_deviations?: LedgerDeviation[];
  /**
   * The patches the record declares per asset, where it keeps them: what a ledger deviation of
   * the patches names (the ledger keeps only the digest of those before). Absent when none.
   */
  declared_patches?: DeclaredPatches[];
}

export interface MonitoringEntry {
  file: string;
  recorded_at: string;
  /** "<TSA>, <time>" from the record's RFC 3161 token, or "not timestamped". */
  timestamp: string;
  in_sync: boolean;
  differences: number;
  /** The managed cyber systems the check compared, by id and name. */
  systems: { id: string; name: string }[];
  live_fingerprint: string;
  run_url: string;
}

/** The words that make a break-glass change an exception in every format. */
export const BREAK_GLASS = "break-glass: no pull-request review";

/**
 * Whether each outcome is an exception: refused (the Action applied nothing) or incomplete
 * (something was attempted and not all of it holds). A record, not a set, so that a new outcome
 * does not compile until the report says whether an auditor must look at it.
 */
const EXCEPTION_KIND: Record<ChangeOutcome, "refused" | "incomplete" | undefined> = {
  applied: undefined,
  "no-changes": undefined,
  "partly-applied": "incomplete",
  failed: "incomplete",
  interrupted: "incomplete",
  "plan-changed": "refused",
  unsafe: "refused",
  "no-reviewed-plan": "refused",
  "not-approved": "refused",
  policy: "refused",
  invalid: "refused",
};

/** How a change is marked on the report's timeline: refused or incomplete first, as it is an exception. */
export type ChangeMark = "applied" | "break-glass" | "refused" | "incomplete";

export function changeMark(outcome: ChangeOutcome, breakGlass: boolean): ChangeMark {
  return EXCEPTION_KIND[outcome] ?? (breakGlass ? "break-glass" : "applied");
}

/** Why a change is an exception: refused, failed, partly applied or interrupted, break-glass. */
export function changeExceptions(outcome: ChangeOutcome, breakGlass: boolean): string[] {
  const kind = EXCEPTION_KIND[outcome];
  return [
    ...(kind === "refused" ? [`refused (${outcome})`] : []),
    ...(kind === "incomplete" ? [outcome] : []),
    ...(breakGlass ? [BREAK_GLASS] : []),
  ];
}

export function changeEntry(
  file: string,
  record: Extract<EvidenceRecord, { kind: "change" }>,
  timestamp: string,
): ChangeEntry {
  const { change } = record;
  const breakGlass = record.origin === "cli";
  return {
    file,
    sequence: record.sequence,
    recorded_at: record.recorded_at,
    timestamp,
    outcome: change.outcome,
    reason: change.reason,
    break_glass: breakGlass,
    exceptions: changeExceptions(change.outcome, breakGlass),
    merge_sha: change.merge_sha,
    pull_requests: pullRequestsOf(change),
    reviewed_is_executed:
      change.reviewed_fingerprint === null || change.plan_fingerprint === null
        ? null
        : change.reviewed_fingerprint === change.plan_fingerprint,
    reviewed_fingerprint: change.reviewed_fingerprint,
    plan_fingerprint: change.plan_fingerprint,
    policy: change.policy ?? null,
    operations: (change.change_record?.operations ?? []).map(operationEntry),
    baseline_deviations: change.change_record?.baseline_deviations ?? null,
    ...declaredPatchesOf(change.baselines),
  };
}

function declaredPatchesOf(baselines: readonly PlanBaseline[] | undefined): {
  declared_patches?: DeclaredPatches[];
} {
  const declared = (baselines ?? []).flatMap(({ asset, asset_id, patched }) =>
    patched === undefined
      ? []
      : [{ asset, ...(asset_id === undefined ? {} : { asset_id }), patches: [...patched.patches] }],
  );
  return declared.length === 0 ? {} : { declared_patches: declared };
}

type RecordedOperation = ChangeRecord["operations"][number];

const facilityOf = (system: SystemRef) => system.parent?.name ?? null;

/** Both sides of an operation, from what its record states. */
function operationEntry(operation: RecordedOperation): OperationEntry {
  const { action, name, cyber_system: system } = operation;
  const side = (assetName: string, of: SystemRef, type: string | null): AssetSide => ({
    name: assetName,
    cyber_system: of.name,
    asset_type: type,
    facility: facilityOf(of),
  });
  const type = operation.asset_type ?? null;
  const changes = operation.changes ?? {};
  const sides = {
    create: { before: null, after: side(name, system, type) },
    delete: { before: side(name, system, type), after: null },
    update: {
      before: side(
        changes.name?.from ?? name,
        changes.cyber_system?.from ?? system,
        changes.asset_type?.from ?? type,
      ),
      after: side(
        changes.name?.to ?? name,
        changes.cyber_system?.to ?? system,
        changes.asset_type?.to ?? type,
      ),
    },
  }[action];
  return {
    action,
    asset_id: operation.asset_id ?? null,
    ...sides,
    result: operation.result,
    error: operation.error ?? null,
  };
}

export function monitoringEntry(
  file: string,
  record: Extract<EvidenceRecord, { kind: "monitoring" }>,
  timestamp: string,
): MonitoringEntry {
  return {
    file,
    recorded_at: record.recorded_at,
    timestamp,
    in_sync: record.monitoring.in_sync,
    differences: record.monitoring.differences.length,
    systems: record.monitoring.systems.map(({ id, name }) => ({ id, name })),
    live_fingerprint: record.monitoring.live_fingerprint,
    run_url: record.run.run_url,
  };
}

/** A configuration-monitoring record (CIP-010 R2.1) as the audit pack shows it. */
export interface ConfigurationMonitoringEntry {
  file: string;
  recorded_at: string;
  /** "<TSA>, <time>" from the record's RFC 3161 token, or "not timestamped". */
  timestamp: string;
  /** When the collector read the devices. */
  observed_at: string;
  /** The inventory commit the declared side was read at. */
  commit: string;
  collector: string;
  /** Hex SHA-256 of the collector's file the record was made from: the file an auditor can check. */
  input_sha256: string;
  /** Assets observed; of them, those complete and matching, and those with a difference. */
  assets: number;
  matching: number;
  mismatched: number;
  unauthorized_changes: UnauthorizedChange[];
  investigations: Investigation[];
}

export function configurationMonitoringEntry(
  file: string,
  record: Extract<EvidenceRecord, { kind: "configuration-monitoring" }>,
  timestamp: string,
): ConfigurationMonitoringEntry {
  const body = record.configuration_monitoring;
  return {
    file,
    recorded_at: record.recorded_at,
    timestamp,
    observed_at: body.observed_at,
    commit: body.commit,
    collector: `${body.collector.name} ${body.collector.version}`,
    input_sha256: body.input_sha256,
    assets: body.assets.length,
    matching: body.assets.filter((asset) => asset.matches === true).length,
    mismatched: body.assets.filter((asset) => asset.matches === false).length,
    unauthorized_changes: body.unauthorized_changes,
    investigations: body.investigations,
  };
}
