// CIP-010-4 R3.3 at review, as R1.1 is checked at commissioning (core/plan/commissioning.ts): each
// asset the change puts into service (a create, or a move into its system) in a High BES Cyber
// System, of a class Part 3.3 names (the requirement table's row: BCA, EACMS, PCA), must carry in
// the checkout's vulnerability-assessments/ files one of what the standard accepts: "Prior to
// adding a new applicable Cyber Asset to a production environment, perform an active
// vulnerability assessment of the new Cyber Asset, except for CIP Exceptional Circumstances and
// like replacements of the same type of Cyber Asset with a baseline configuration that models an
// existing baseline configuration of the previous or other existing Cyber Asset." So:
//   - an active assessment covering its system and naming the asset under `assets:` (a paper one
//     is listed, and is not enough);
//   - a like-replacement declaration naming the existing asset whose baseline it models: the two
//     baselines are compared as R1.2's deviations are (baseline-differences.ts), and any
//     difference, or a comparison that cannot be made, is listed and does not stand (fail closed);
//   - a CIP Exceptional Circumstance reference.
// A file in the checkout is reviewed by this change's merge or an earlier one, so its record is
// dated no later than the merge. Otherwise the plan lists the asset ("R3.3: no assessment before
// commissioning"), and the policy's `vulnerability_assessments: require` refuses the plan, as
// `patch_sources: require` does (core/patches/plan-sources.ts). Pure.
import { baselineDifferences } from "../inventory/baselines/baseline-differences.ts";
import { applies, requirementRow } from "../inventory/baselines/requirements.ts";
import { DEFAULT_ASSET_CLASS } from "../inventory/document/asset-class.ts";
import type { AssetBaseline, DeclaredAsset } from "../inventory/document/document.ts";
import type { ExistingBaselines } from "../plan/baseline-deviations.ts";
import { goesIntoService } from "../plan/commissioning.ts";
import { type GateRuleRead, requiredGapErrors } from "../plan/reviewed-file-set.ts";
import type {
  CommissionedAsset,
  CommissioningAssessmentCheck,
  CommissioningEvidence,
  ResolvedDocument,
  VulnerabilityAssessmentSetting,
} from "../plan/plan-model.ts";
import { type Diagnostic, quote } from "../shared/diagnostics.ts";
import type { LiveInventory } from "../shared/live-records.ts";
import { nameKey } from "../shared/names.ts";
import { ASSESSMENTS_FOLDER, type AssessmentFile, assessedNameKey } from "./assessment-files.ts";
import { commissioningFileOf, evidenceGap, evidenceNaming } from "./commissioning-evidence.ts";

/** The words every output lists an asset without R3.3's evidence by. */
export const NO_COMMISSIONING_ASSESSMENT = "R3.3: no assessment before commissioning";

/**
 * Why an asset of a system without `impact:` is not judged, as every output says it: the plan of
 * "its system", the ledger's pass of the system it names.
 */
export function impactUndeclared(system = "its system"): string {
  return `${system} ${PART_3_3_UNKNOWN}; declare impact: in its document`;
}

const PART_3_3_UNKNOWN = "declares no impact, so whether Part 3.3 applies (High only) is not known";

/**
 * Why an asset a plan puts into a system without `impact:` is not judged, and what the merge's
 * record then opens for it (configuration-monitoring-assets.ts judges it as High): said before
 * the merge, so that the exception in the ledger is no surprise.
 */
export const IMPACT_UNDECLARED_AT_MERGE = `its system ${PART_3_3_UNKNOWN}, and once merged its CIP-010 R2.1 configuration monitoring is judged as for High: an exception in the ledger (impact not declared); declare impact: in its document`;

/** How to close a gap, as every output says it. */
export const COMMISSIONING_ASSESSMENT_FIX = `add to ${ASSESSMENTS_FOLDER}/ an active assessment whose systems and assets name it, or a kind: commissioning record with like_replacement_of: EXISTING-ASSET (whose baseline it models) or cip_exceptional_circumstance: REFERENCE`;

/** The policy's `vulnerability_assessments:` with its file, or why the policy could not be read. */
export type VulnerabilityAssessmentRuleRead = GateRuleRead<VulnerabilityAssessmentSetting>;

export interface CommissioningAssessmentInputs {
  resolved: readonly ResolvedDocument[];
  live: LiveInventory;
  /** The checkout's assessment files, parsed without errors. */
  files: readonly AssessmentFile[];
  /** The baselines a like replacement is compared with; undefined or not compared: it cannot be. */
  existing: ExistingBaselines | undefined;
  rule: VulnerabilityAssessmentRuleRead;
}

export interface CommissioningAssessmentOutcome {
  /** Undefined: the change commissions no asset Part 3.3 applies to. */
  check: CommissioningAssessmentCheck | undefined;
  /** Errors that refuse the plan (`require`, or a policy that cannot be read while a gap stands). */
  problems: Diagnostic[];
}

const R3_3 = requirementRow("CIP-010 R3.3");

export function checkCommissioningAssessments(
  inputs: CommissioningAssessmentInputs,
): CommissioningAssessmentOutcome {
  const entering = goesIntoService(inputs.resolved, inputs.live);
  // Every asset the change puts into service, whatever its system: none is an existing one.
  const enteringKeys = new Set(
    inputs.resolved.flatMap(({ document }) =>
      document.assets
        .filter((asset) => asset.type !== "software" && entering(document, asset))
        .map((asset) => assessedNameKey(asset.name)),
    ),
  );
  const commissioned: CommissionedAsset[] = [];
  for (const { document } of inputs.resolved) {
    const impact = document.impact?.value;
    // A High system only; one without `impact:` is not known to be one: listed as not judged.
    if (impact !== undefined && impact !== "high") continue;
    for (const asset of document.assets) {
      const assetClass = asset.class?.value ?? DEFAULT_ASSET_CLASS;
      if (asset.type === "software") continue;
      if (!applies(R3_3, { class: assetClass, impact: "high" })) continue;
      if (!entering(document, asset)) continue;
      const system = document.cyberSystem.value;
      const evidence = evidenceOf(inputs, { system, asset }, enteringKeys);
      const gap = evidenceGap(evidence, () => notComparedWhy(inputs.existing));
      commissioned.push({
        cyber_system: system,
        asset: asset.name,
        class: assetClass,
        location: asset.location,
        evidence,
        ...(impact === undefined
          ? { not_judged: IMPACT_UNDECLARED_AT_MERGE }
          : gap === undefined
            ? {}
            : { gap }),
      });
    }
  }
  if (commissioned.length === 0) return { check: undefined, problems: [] };
  const setting = "rule" in inputs.rule ? (inputs.rule.rule?.setting ?? "flag") : "flag";
  return { check: { setting, commissioned }, problems: refused(commissioned, inputs.rule) };
}

/** The assessment files that speak for `asset` of `system`, the strongest first. */
function evidenceOf(
  { files, existing }: CommissioningAssessmentInputs,
  { system, asset }: { system: string; asset: DeclaredAsset },
  entering: ReadonlySet<string>,
): CommissioningEvidence[] {
  const r33 = files.flatMap((file) => commissioningFileOf(file) ?? []);
  return evidenceNaming(r33, { system, asset: asset.name }, entering, (of) => {
    const modelled = existingAsset(existing, of);
    return modelled === undefined || asset.baseline === undefined
      ? undefined
      : baselineDifferences(modelled, asset.baseline);
  });
}

/** The existing asset's baseline, by its name in any system (names are unique in the service). */
function existingAsset(
  existing: ExistingBaselines | undefined,
  name: string,
): AssetBaseline | undefined {
  if (existing === undefined || "notCompared" in existing) return undefined;
  for (const document of existing.documents)
    for (const asset of document.assets)
      if (nameKey(asset.name) === nameKey(name) && asset.baseline !== undefined)
        return asset.baseline;
  return undefined;
}

/** Why a like replacement's baselines were not compared at review. */
function notComparedWhy(existing: ExistingBaselines | undefined): string {
  if (existing === undefined)
    return "but the baselines were not compared (none declared, or no --base)";
  if ("notCompared" in existing)
    return `but the baselines were not compared: ${existing.notCompared}`;
  return "but one of the two declares no baseline to compare";
}

/** `require` refuses each gap; a policy that cannot be read refuses too (fail closed). */
function refused(
  commissioned: readonly CommissionedAsset[],
  read: VulnerabilityAssessmentRuleRead,
): Diagnostic[] {
  return requiredGapErrors(
    commissioned.filter((entry) => entry.gap !== undefined),
    read,
    (entry, policyFile) =>
      `${NO_COMMISSIONING_ASSESSMENT}: ${commissionedWords(entry)} (${entry.gap ?? ""}), and ${policyFile} sets vulnerability_assessments: require: ${COMMISSIONING_ASSESSMENT_FIX}`,
  );
}

/** The asset as every output names it. */
export function commissionedWords(entry: CommissionedAsset): string {
  return `${entry.class} ${quote(entry.asset)} goes into service in High system ${quote(entry.cyber_system)}`;
}
