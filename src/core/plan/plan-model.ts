// The plan and its results: documents bound to live cyber systems, the operations, the safety
// report and what apply did. Data that renderers and apply only read; pure types and constants.
import { SHARED_NUMBER_SETTINGS } from "../shared/number-setting.ts";
import type { AssetClass } from "../inventory/document/asset-class.ts";
import type { ItemDigests, PatchedBaseline } from "../inventory/document/baseline-items.ts";
import type { Diagnostic, SourceLocation } from "../shared/diagnostics.ts";
import type { AssetType } from "../shared/live-records.ts";
import type { ServiceFields } from "../shared/service-fields.ts";
import type { InventoryDocument } from "../inventory/document/document.ts";
import type { Impact } from "../inventory/document/principals.ts";
import type { ReviewedFilePlanFields } from "../families/family-shapes.ts";
import type { CommissioningAssessmentCheck } from "./commissioning-assessment-model.ts";
import type { BaselineComparison } from "./baseline-comparison-model.ts";
import type { ReleasedSystem } from "./released/released-system-model.ts";

export type { BaselineComparison, BaselineDeviation } from "./baseline-comparison-model.ts";
export type { ReleasedSystem } from "./released/released-system-model.ts";
export {
  type CommissionedAsset,
  type CommissioningAssessmentCheck,
  type CommissioningEvidence,
  VULNERABILITY_ASSESSMENT_SETTINGS,
  type VulnerabilityAssessmentSetting,
} from "./commissioning-assessment-model.ts";

// ---------------------------------------------------------------------------------------------
// Resolution: documents bound to live cyber systems.

export type ParentKind = "facility" | "control_center";

/** "facility" or "control center", as messages and renderers say it. */
export function parentKindWord(kind: ParentKind): string {
  return kind === "facility" ? "facility" : "control center";
}

interface ParentRef {
  kind: ParentKind;
  id: string;
  name: string;
}

/** A cyber system as plans show it: by id and by name, with its parent when known. */
export interface SystemRef {
  id: string;
  /** The impact its document declares (`impact:`); absent when it declares none or has no document. */
  impact?: Impact;
  name: string;
  parent: ParentRef | null;
}

export interface ResolvedDocument {
  document: InventoryDocument;
  system: SystemRef;
}

// ---------------------------------------------------------------------------------------------
// The plan: data that renderers and apply only read. Versioned; see schemas/plan.schema.json.

export const PLAN_FORMAT_VERSION = 1;

export interface FieldChange<T> {
  from: T;
  to: T;
}

interface OperationBase {
  /** Indexes into `Plan.operations` of operations that must succeed before this one runs. */
  depends_on: number[];
  /** The declaration that caused this operation, when there is one. */
  source?: SourceLocation;
}

/**
 * A create and a delete of one cyber system and asset type that may be one asset renamed in the
 * service (see possible-renames.ts): both operations carry it. Applying them replaces the live
 * record (a new id, its compliance history lost), so apply refuses them unless allowed.
 */
export interface PossibleRename {
  /** The name the files declare (the create). */
  declared: string;
  /** The name the service holds (the delete). */
  live: string;
  /**
   * Set on a delete that could not be paired one to one (several creates of its system and type,
   * none clearly its new name): the declared names it may have become, most similar first, at most
   * three; `declared` is the first.
   */
  candidates?: string[];
  /**
   * The base's file that declared the live name, where the base shows the rename was made there,
   * without `renamed_from` (file-renames.ts); absent where no base tells. Not fingerprinted.
   */
  renamed_in_file?: string;
}

export interface CreateOperation extends OperationBase {
  action: "create";
  name: string;
  asset_type: AssetType;
  cyber_system: SystemRef;
  possible_rename?: PossibleRename;
}

export type UpdateKind = "rename" | "move" | "retype";

export interface UpdateOperation extends OperationBase {
  action: "update";
  asset_id: string;
  /** The asset's name after this operation. */
  name: string;
  /** The asset's cyber system after this operation (the target of a move), for grouping. */
  cyber_system: SystemRef;
  /** What this update is, for summaries and renderers; derived from `changes`. */
  kinds: UpdateKind[];
  /**
   * True for the first half of a rename cycle (a->b, b->a): the asset takes a temporary name so
   * that the other rename can take its old one. A later operation gives it its final name.
   */
  temporary: boolean;
  changes: {
    name?: FieldChange<string>;
    cyber_system?: FieldChange<SystemRef>;
    asset_type?: FieldChange<AssetType>;
  };
}

export interface DeleteOperation extends OperationBase {
  action: "delete";
  asset_id: string;
  name: string;
  asset_type: AssetType;
  cyber_system: SystemRef;
  possible_rename?: PossibleRename;
}

export type Operation = CreateOperation | UpdateOperation | DeleteOperation;

export interface UnmanagedAsset {
  asset_id: string;
  name: string;
  asset_type: AssetType;
  cyber_system: SystemRef;
}

export type SafetyRule = "mass-delete" | "mass-update" | "empty-system" | "possible-rename";

export interface SafetyViolation {
  rule: SafetyRule;
  /** Exact numbers and how to override, e.g. "12 deletes are 40% of 30 managed assets (limit 30%)". */
  message: string;
}

export interface SafetyReport {
  /**
   * Live assets the plan could delete before the plan: those of the managed systems with
   * prune: true (the ratios' denominator; assets of prune: false systems cannot be deleted).
   */
  managed_live_assets: number;
  violations: SafetyViolation[];
}

export interface PlanSummary {
  create: number;
  /** Assets updated (a cycle-breaking temporary rename is not counted twice). */
  update: number;
  delete: number;
  move: number;
  rename: number;
  retype: number;
}

/**
 * A plan. Besides the fields below, one per family that keeps reviewed files
 * (`ReviewedFilePlanFields`, core/families/family-shapes.ts, each under its shape's `field`):
 * the files this change adds, changes or removes, as the reviewer approves them; fingerprinted;
 * absent: none changes, or not compared.
 */
export interface Plan extends ReviewedFilePlanFields {
  format_version: typeof PLAN_FORMAT_VERSION;
  /** sha256 over the canonical JSON of `operations` and the `baselines` digests, as "sha256:<hex>" (saved/fingerprint.ts). */
  fingerprint: string;
  summary: PlanSummary;
  /** In execution order; `depends_on` gives the exact constraints. */
  operations: Operation[];
  /** Managed systems in name order. */
  managed_systems: SystemRef[];
  /** Undeclared live assets of `prune: false` systems: reported, never deleted. */
  unmanaged: UnmanagedAsset[];
  /** Systems whose document was removed since the base: they leave management, assets kept. */
  released_systems?: ReleasedSystem[];
  /**
   * The declared baselines (CIP-010 R1.1), one per asset that has one, by system id and asset
   * name: never sent to the service, carried into the change record so that what was declared
   * when is on the ledger. Absent when no asset declares one.
   */
  baselines?: PlanBaseline[];
  /**
   * How `baselines` differ from the existing ones (CIP-010 R1.2's "existing baseline
   * configuration"): the deviations, or why they could not be compared. Derived, not part of the
   * fingerprint; absent when no asset declares a baseline.
   */
  baseline_deviations?: BaselineComparison;
  /**
   * CIP-007-6 R2.1 at review: the os_firmware and software items of the applicable assets'
   * baselines that no patch source covers and no no_source declaration names (core/patches/
   * plan-sources.ts). Derived, not part of the fingerprint; absent when the plan was not asked to
   * check them or no applicable asset declares a baseline.
   */
  patch_sources?: PatchSourceCheck;
  /**
   * CIP-010-4 R3.3: each asset the change puts into service in a High system, with its assessment
   * files' evidence (core/assessments/commissioning-assessments.ts). Derived, not fingerprinted;
   * absent when not asked for or none is commissioned.
   */
  commissioning_assessments?: CommissioningAssessmentCheck;
  safety: SafetyReport;
  warnings: Diagnostic[];
  /** What the plan was made from, so that `apply --plan` reads the same files. */
  inputs?: PlanInputs;
}

/** An asset's declared baseline in a plan: its digest only (see core/inventory/document/baseline-reader.ts). */
export interface PlanBaseline {
  asset: string;
  /** The live asset's id when the service holds it (absent for a create): obligations key on it. */
  asset_id?: string;
  /** What the requirement table reads (absent in records written before it). */
  asset_type?: AssetType;
  class?: AssetClass;
  /** `completed_on:` of the baseline: the date its field change was completed. */
  completed_on?: string;
  /** The system's name (absent in records written before it). */
  cyber_system?: string;
  cyber_system_id: string;
  /** sha256:... over the baseline's canonical JSON, or over its baseline_ref. */
  digest: string;
  erc?: boolean;
  /** The system's declared impact; absent when its document declares none. */
  impact?: Impact;
  /** A baseline written as content: the digest of each R1.1 item (which items changed). */
  items?: ItemDigests;
  /** Written in the file, or a baseline_ref (whose content the tool does not see). */
  kind?: "content" | "ref";
  /**
   * A baseline written as content: its os_firmware and software with their versions and its
   * patches, what patch management reads (absent in records written before it).
   */
  patched?: PatchedBaseline;
}

/**
 * The policy's `patch_sources:`: `flag` (the default) lists the items without a source in the
 * plan; `require` also refuses the plan when the change adds or changes one.
 */
export const PATCH_SOURCE_SETTINGS = ["flag", "require"] as const;
export type PatchSourceSetting = (typeof PATCH_SOURCE_SETTINGS)[number];

/**
 * How an item stands against the existing baseline: added or changed (its version) by this
 * change, as it was (an existing gap), or unknown (the baselines were not compared).
 */
export const PATCH_SOURCE_CHANGES = ["added", "changed", "existing", "unknown"] as const;
export type PatchSourceChange = (typeof PATCH_SOURCE_CHANGES)[number];

/** An os_firmware or software item of an applicable asset's baseline with no patch source. */
export interface PatchSourceGap {
  cyber_system: string;
  asset: string;
  item: "os_firmware" | "software";
  name: string;
  version: string;
  /** Where the baseline entry is written (a shared baseline's entry for each asset sharing it). */
  location: SourceLocation;
  change: PatchSourceChange;
}

/** An applicable asset whose baseline is a baseline_ref: its items are not in the repository. */
export interface PatchSourceUnseen {
  cyber_system: string;
  asset: string;
  location: SourceLocation;
}

/** The plan's R2.1 check: the file it read, the setting in force, the gaps and the unseen. */
export interface PatchSourceCheck {
  /** The sources file read, relative to the repository root; null: there is none. */
  sources_file: string | null;
  setting: PatchSourceSetting;
  missing: PatchSourceGap[];
  not_seen: PatchSourceUnseen[];
}

export interface PlanInputs {
  /** Inventory files, directories or globs, relative to `root`, with forward slashes. */
  patterns: string[];
  /** The repository root, relative to the directory the plan was made in ("." for itself). */
  root: string;
  /**
   * What the operations depend on from the files (saved/declared-digest.ts), so that apply --plan
   * can say whether the files or the live inventory changed since; absent in older plans.
   */
  declared?: string;
}

/** Thresholds of the safety rules (issue "Safe under faults"); see core/safety.ts. */
export interface SafetyLimits {
  /**
   * Share (0..1) of the live assets the plan could delete, overall and in each cyber system, that
   * deletes (and, overall, updates) may reach. Default 0.3.
   */
  maxChangeRatio: number;
  /** A ratio applies once it counts at least this many live assets (overall, per system). Default 10. */
  minAssetsForRatio: number;
  /** Absolute cap on deletes, and on updates, whatever the ratio. Default 500. */
  maxChanges: number;
}

export const DEFAULT_SAFETY_LIMITS: SafetyLimits = {
  maxChangeRatio: SHARED_NUMBER_SETTINGS["max-change-percent"].default / 100,
  minAssetsForRatio: SHARED_NUMBER_SETTINGS["min-assets-for-ratio"].default,
  maxChanges: SHARED_NUMBER_SETTINGS["max-changes"].default,
};

// ---------------------------------------------------------------------------------------------
// Apply results: what happened to each operation of a plan.

export type OperationStatus = "succeeded" | "failed" | "skipped";

/**
 * An operation's number as people read it, from 1 (#1 in text): the plan's first operation is 1,
 * which the plan's and the record's JSON hold as index 0 (`index`, `depends_on`).
 */
export function operationNumber(index: number): number {
  return index + 1;
}

export interface OperationResult {
  /** Index into `Plan.operations`. */
  index: number;
  status: OperationStatus;
  /** The asset the operation produced or changed (for a create: the new id). */
  asset_id?: string;
  /**
   * Why it failed or was skipped: service message with method, path and status, already redacted.
   * A skipped operation names the failed operation it depended on.
   */
  error?: string;
  /** A create whose response was lost but which had landed: found by name and adopted. */
  adopted?: boolean;
  /**
   * The fields the service sent for the created or updated asset beyond the mapped ones, for the
   * change record to echo; never part of a fingerprint.
   */
  service_fields?: ServiceFields;
  /** HTTP attempts made for this operation, retries included. */
  attempts: number;
}

export interface ApplyResult {
  fingerprint: string;
  /** ISO 8601 UTC. */
  started_at: string;
  finished_at: string;
  results: OperationResult[];
  summary: { succeeded: number; failed: number; skipped: number };
  /**
   * Present when a stop was asked for (Ctrl-C, cancellation) before every operation started: the
   * operations not started are skipped, and counted here too.
   */
  interrupted?: { not_started: number };
  /** What re-reading the live assets after the last operation showed (see core/verify-apply.ts). */
  verification?: { problems: VerificationProblem[] };
}

/**
 * A finding of the verification after apply: an operation that reported success without its
 * effect, an asset another writer added, changed or removed meanwhile, a name held twice, or a
 * re-read that failed. Any of them fails the run.
 */
export interface VerificationProblem {
  kind: "no-effect" | "changed-by-other" | "duplicate" | "not-verified";
  /** The operation whose effect is missing (no-effect only). */
  operation?: number;
  /** Names the assets and ids involved; already redacted. */
  message: string;
}
