// The plan's CIP-010-4 R3.3 check as data (core/assessments/commissioning-assessments.ts decides
// it, the renderers only read it), apart from plan-model.ts, which re-exports it.
import type { ItemDifference } from "../inventory/baselines/baseline-differences.ts";
import type { AssetClass } from "../inventory/document/asset-class.ts";
import type { SourceLocation } from "../shared/diagnostics.ts";

/**
 * The policy's `vulnerability_assessments:`: `flag` (the default) lists in the plan each asset
 * commissioned without R3.3's evidence; `require` also refuses the plan.
 */
export const VULNERABILITY_ASSESSMENT_SETTINGS = ["flag", "require"] as const;
export type VulnerabilityAssessmentSetting = (typeof VULNERABILITY_ASSESSMENT_SETTINGS)[number];

/** What the checkout's assessment files carry for a commissioned asset (R3.3 or its exceptions). */
export type CommissioningEvidence =
  | { kind: "active-assessment"; record: string }
  | { kind: "paper-assessment"; record: string }
  | {
      kind: "like-replacement";
      record: string;
      /** The existing asset whose baseline the new one models. */
      of: string;
      /** Where the two baselines differ ([] when they agree); absent: not compared (`gap` says why). */
      differences?: ItemDifference[];
      /**
       * The asset named is one the same change puts into service: not an "existing" Cyber Asset
       * (Part 3.3), so never compared and never standing.
       */
      of_entering?: true;
    }
  | { kind: "exceptional-circumstance"; record: string; reference: string };

/** An asset going into service in a High system (or one without impact) of a class Part 3.3 names. */
export interface CommissionedAsset {
  cyber_system: string;
  asset: string;
  class: AssetClass;
  /** Where the asset is declared. */
  location: SourceLocation;
  /** The evidence found, the strongest first (an active assessment before an exception). */
  evidence: CommissioningEvidence[];
  /** Why the evidence does not stand for R3.3; absent: it does. */
  gap?: string;
  /**
   * Why R3.3 was not judged: its system declares no impact, so whether Part 3.3 applies (High
   * only) is not known. Never with a `gap`: nothing is refused for it.
   */
  not_judged?: string;
}

/** The plan's R3.3 check: the setting in force and each asset the change commissions. */
export interface CommissioningAssessmentCheck {
  setting: VulnerabilityAssessmentSetting;
  commissioned: CommissionedAsset[];
}
