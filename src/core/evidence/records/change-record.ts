// The change record: the evidence a NERC CIP change-management audit asks for (what was changed,
// when, by which reviewed plan, approved by whom, with what result). Built from the plan and the
// apply result only, so the record can never claim more than what was executed.
import type {
  PlanBaseline,
  BaselineComparison,
  ApplyResult,
  FieldChange,
  Operation,
  OperationStatus,
  Plan,
  PlanSummary,
  SystemRef,
  VerificationProblem,
} from "../../plan/plan-model.ts";
import type { AssetType } from "../../shared/live-records.ts";
import type { ServiceFields } from "../../shared/service-fields.ts";
import type { ServiceContext } from "./service-context.ts";

export const CHANGE_RECORD_FORMAT_VERSION = 1;

/**
 * Where the change came from; every field is optional because the CLI knows less than CI, and a
 * fact that could not be read is left out, never guessed. The service and organization
 * (ServiceContext) are those the change was applied to.
 */
export interface ChangeContext extends ServiceContext {
  tool_version: string;
  workspace?: string;
  /** "owner/repo" in the Action; the CLI's git remote origin URL, without any credentials. */
  repository?: string;
  commit?: string;
  ref?: string;
  /** The CLI's checkout had changes not in `commit` (the saved plan and the record aside). */
  tree_dirty?: boolean;
  run_url?: string;
  actor?: string;
  /** Who ran the CLI: git's user.name and user.email, and the operating system's user. */
  operator?: OperatorContext;
  /** The machine the CLI ran on. */
  host?: string;
  /** The pull request the commit merged, when it merged one. */
  pull_request?: PullRequestContext;
  /**
   * The pull requests the push merged, when it merged several at once (a merge-queue batch): the
   * apply was checked against the union of the operations reviewed in them.
   */
  pull_requests?: PullRequestContext[];
  /** The fingerprint reviewers saw, when the apply was checked against one. */
  reviewed_fingerprint?: string;
  /**
   * The freeze windows that held operations of the plan when an apply from the terminal started:
   * it went around them, as no review could override them there.
   */
  freezes_held?: FreezeHeld[];
}

/** A freeze window an apply went around: its id, its span (ISO 8601 UTC), the operations held. */
export interface FreezeHeld {
  id: string;
  from: string;
  to: string;
  operations: number;
}

export interface OperatorContext {
  git_name?: string;
  git_email?: string;
  os_user?: string;
}

export interface PullRequestContext {
  number: number;
  url: string;
  title: string;
  author: string;
  /**
   * Logins whose latest review approved the commit that was merged, whose plan they saw, and who
   * neither authored nor committed any commit of the pull request.
   */
  approved_by: string[];
  /**
   * Logins who approved the merged commit but authored or committed a commit of the pull request:
   * present, and then not empty, only when there are such approvals. Not independent approvals.
   */
  not_independent?: string[];
  /**
   * Independent approvals of the merged commit that do not count, each with why: not a human
   * account with write access to the repository, or one whose access could not be read. Present,
   * and then not empty, only when there are such approvals.
   */
  not_counted?: { login: string; why: string }[];
  /**
   * Logins whose latest review approved an earlier commit of the pull request: present, and then
   * not empty, only when there are such reviews. Not approvals of what was applied.
   */
  approved_earlier_commit?: string[];
  merged_by?: string;
  /**
   * The source whose sync proposed it (its branch was `cip-sync/source-<name>`) and the digest of
   * the snapshot it was generated from; absent for any other pull request.
   */
  source?: SourceOrigin;
  /**
   * Why its branch and marker's claim of a source was not recorded as `source`: it was not opened
   * by a bot account from a branch of this repository, as a source's sync opens it.
   */
  source_not_counted?: string;
}

/** A source of cip-sources.yaml and the digest of one of its snapshots. */
export interface SourceOrigin {
  name: string;
  /** sha256:<64 hex>. */
  digest: string;
}

export type ChangeStatus = "applied" | "partly-applied" | "failed" | "no-changes" | "interrupted";

interface ChangeRecordOperation {
  index: number;
  action: Operation["action"];
  name: string;
  cyber_system: SystemRef;
  asset_type?: AssetType;
  changes?: {
    name?: FieldChange<string>;
    cyber_system?: FieldChange<SystemRef>;
    asset_type?: FieldChange<AssetType>;
  };
  result: OperationStatus;
  /** The asset's id after the operation (a create's new id), when known. */
  asset_id?: string;
  adopted?: boolean;
  error?: string;
  /** The created or updated asset's fields beyond the mapped ones, as the service sent them. */
  service_fields?: ServiceFields;
}

export interface ChangeRecord {
  format_version: typeof CHANGE_RECORD_FORMAT_VERSION;
  tool: { name: "cip-inventory-sync"; version: string };
  status: ChangeStatus;
  fingerprint: string;
  started_at: string;
  finished_at: string;
  context: Omit<ChangeContext, "tool_version">;
  plan_summary: PlanSummary;
  result_summary: ApplyResult["summary"];
  operations: ChangeRecordOperation[];
  /** The baselines the applied files declared (the plan's): what the ledger dates them by. */
  baselines?: PlanBaseline[];
  /**
   * The plan's baselines against the existing ones: the deviations, with the entries added and
   * removed, or why they were not compared. `status` says what the service operations came to: a
   * "no-changes" apply whose deviations are listed here changed baselines only. Absent in records
   * written before it, and when no baseline is declared.
   */
  baseline_deviations?: BaselineComparison;
  /** What re-reading the live assets after the apply showed; absent when nothing was applied. */
  verification?: { problems: VerificationProblem[] };
}

/**
 * True when the run did all it planned and the verification after apply found nothing: anything
 * else fails the run (failure-reason apply-failed).
 */
export function applyComplete(result: ApplyResult): boolean {
  const { failed, skipped } = result.summary;
  return failed + skipped === 0 && (result.verification?.problems.length ?? 0) === 0;
}

export function changeStatus(result: ApplyResult): ChangeStatus {
  if (result.interrupted !== undefined) return "interrupted";
  const { succeeded, failed, skipped } = result.summary;
  // Every operation succeeded, but the live inventory is not what they should have made it.
  if (!applyComplete(result) && failed + skipped === 0) return "partly-applied";
  if (failed + skipped === 0) return succeeded === 0 ? "no-changes" : "applied";
  return succeeded === 0 ? "failed" : "partly-applied";
}

export function buildChangeRecord(
  plan: Plan,
  result: ApplyResult,
  context: ChangeContext,
): ChangeRecord {
  const { tool_version, ...rest } = context;
  const resultsByIndex = new Map(result.results.map((entry) => [entry.index, entry]));
  const operations = plan.operations.map((operation, index): ChangeRecordOperation => {
    const outcome = resultsByIndex.get(index);
    const base = {
      index,
      action: operation.action,
      name: operation.name,
      result: outcome?.status ?? ("skipped" as const),
      ...(outcome?.asset_id !== undefined ? { asset_id: outcome.asset_id } : {}),
      ...(outcome?.adopted ? { adopted: true } : {}),
      ...(outcome?.error !== undefined ? { error: outcome.error } : {}),
      ...(outcome?.service_fields !== undefined ? { service_fields: outcome.service_fields } : {}),
    };
    switch (operation.action) {
      case "create":
        return {
          ...base,
          cyber_system: operation.cyber_system,
          asset_type: operation.asset_type,
        };
      case "delete":
        return {
          ...base,
          asset_id: operation.asset_id,
          cyber_system: operation.cyber_system,
          asset_type: operation.asset_type,
        };
      case "update":
        return {
          ...base,
          asset_id: operation.asset_id,
          cyber_system: operation.cyber_system,
          changes: operation.changes,
        };
    }
  });
  return {
    format_version: CHANGE_RECORD_FORMAT_VERSION,
    tool: { name: "cip-inventory-sync", version: tool_version },
    status: changeStatus(result),
    fingerprint: plan.fingerprint,
    started_at: result.started_at,
    finished_at: result.finished_at,
    context: rest,
    plan_summary: plan.summary,
    result_summary: result.summary,
    operations,
    ...(plan.baselines === undefined ? {} : { baselines: plan.baselines }),
    ...(plan.baseline_deviations === undefined
      ? {}
      : { baseline_deviations: plan.baseline_deviations }),
    ...(result.verification === undefined ? {} : { verification: result.verification }),
  };
}
