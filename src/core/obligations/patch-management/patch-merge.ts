// What the CIP-007 R2 pass reads of each ledger record of a workspace: what an accepted merge put
// in force (the applicable assets' baselines, the sources file, the evaluations and plans it added
// or changed, the CIP Senior Manager and delegates, the calendar) and who approved it; read from
// the records by patch-merges.ts. Pure.
import type { CalendarSettings } from "../../shared/calendar.ts";
import type { VersionsInForce } from "../../inventory/baselines/standard-versions.ts";
import type { MitigationPlan, PatchEvaluation, PatchSources } from "../../patches/patch-files.ts";
import type { PatchAsset } from "../../patches/patch-inputs.ts";
import type { Obligation, RecordRef } from "../obligation-model.ts";

/** The CIP Senior Manager and the delegates, as the policy model holds them (logins). */
export interface SeniorManagerInForce {
  login: string;
  delegates: readonly { login: string; actions: readonly string[]; delegatedOn: string }[];
}

export interface PatchMerge {
  record: RecordRef;
  /** Why the record puts nothing in force (facts-in-force.ts notAccepted); undefined: accepted. */
  notAccepted?: string;
  /** The calendar the record keeps in force from it. */
  calendar?: CalendarSettings;
  /** With the calendar: the later versions of the standards it keeps in force ([]: none). */
  versions?: VersionsInForce;
  /**
   * Every asset of the workspace after the merge; undefined: unchanged. An asset given as the very
   * object the previous merge gave is taken as unchanged without being read again (patch-state.ts):
   * pass a new object for an asset whose baseline changed.
   */
  assets?: readonly PatchAsset[];
  /** cip-patch-sources.yaml after the merge; null: removed; undefined: unchanged. */
  sources?: PatchSources | null;
  /** The evaluation files the merge added or changed. */
  evaluations?: readonly PatchEvaluation[];
  /** The plan files the merge added or changed. */
  plans?: readonly MitigationPlan[];
  /** The pull requests' counted approvers, each with when they approved (an ISO instant). */
  approvals: readonly { login: string; at: string }[];
  /** The CIP Senior Manager and delegates the merge put in force; undefined: unchanged. */
  seniorManager?: SeniorManagerInForce | null;
}

/** The obligation's subject for an asset. */
export function assetSubject(asset: PatchAsset): Obligation["subject"] {
  return {
    cyber_system: asset.cyber_system,
    ...(asset.cyber_system_id === undefined ? {} : { cyber_system_id: asset.cyber_system_id }),
    asset: asset.asset,
    ...(asset.asset_id === undefined ? {} : { asset_id: asset.asset_id }),
  };
}
