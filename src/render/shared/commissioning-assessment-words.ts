// How every output says the plan's CIP-010-4 R3.3 check: each asset the change puts into service
// in a High system, those without evidence first ("R3.3: no assessment before commissioning", with
// why), then those of a system without impact (not judged, and why), then those with the record
// that stands for them. Text and Markdown pass their own escaping.
import {
  COMMISSIONING_ASSESSMENT_FIX,
  NO_COMMISSIONING_ASSESSMENT,
} from "../../core/assessments/commissioning-assessments.ts";
import type {
  CommissionedAsset,
  CommissioningAssessmentCheck,
  CommissioningEvidence,
} from "../../core/plan/plan-model.ts";
import { formatLocation } from "../../core/shared/diagnostics.ts";
import { countOf } from "../../core/shared/wording.ts";

/** How to close a gap, the line after the gaps. */
export const COMMISSIONING_ASSESSMENT_FIX_LINE = `To close one: ${COMMISSIONING_ASSESSMENT_FIX}.`;

/** The check's heading, with what the policy does with the gaps. */
export function commissioningAssessmentHeading(check: CommissioningAssessmentCheck): string {
  const unrated = check.commissioned.filter((entry) => entry.not_judged !== undefined).length;
  const judged = check.commissioned.length - unrated;
  const notJudged =
    unrated === 0 ? "" : `; ${countOf(unrated, "asset")} of a system without impact not judged`;
  const gaps = check.commissioned.filter((entry) => entry.gap !== undefined).length;
  const assets = countOf(judged, "asset");
  if (gaps === 0)
    return `Commissioning assessments (CIP-010-4 R3.3, vulnerability-assessments/): ${assets} put into service in a High system, each with an active assessment or an exception${notJudged}.`;
  const setting =
    check.setting === "require"
      ? "the policy's vulnerability_assessments: require refuses them"
      : "flagged, not refused (the policy's vulnerability_assessments: require would refuse them)";
  return `Commissioning assessments (CIP-010-4 R3.3, vulnerability-assessments/): ${countOf(gaps, "asset")} of ${judged} put into service in a High system without an assessment before commissioning; ${setting}${notJudged}.`;
}

/** The assets without evidence, then those not judged, then those with: the order shown. */
export function commissionedInOrder(check: CommissioningAssessmentCheck): CommissionedAsset[] {
  const { commissioned } = check;
  return [
    ...commissioned.filter((entry) => entry.gap !== undefined),
    ...commissioned.filter((entry) => entry.not_judged !== undefined),
    ...commissioned.filter((entry) => entry.gap === undefined && entry.not_judged === undefined),
  ];
}

/** Why an asset was not judged, in words: "not judged for R3.3: WHY". */
export function notJudgedWords(entry: CommissionedAsset): string | undefined {
  return entry.not_judged === undefined ? undefined : `not judged for R3.3: ${entry.not_judged}`;
}

/** One asset: `file:line:col R3.3: no assessment before commissioning: PCA "x" in "S" (why)`. */
export function commissionedWords(
  entry: CommissionedAsset,
  show: (text: string) => string,
): string {
  const where = show(formatLocation(entry.location));
  const what = `${entry.class} ${show(entry.asset)} in ${show(entry.cyber_system)}`;
  if (entry.gap !== undefined)
    return `${where} ${NO_COMMISSIONING_ASSESSMENT}: ${what} (${show(entry.gap)})`;
  const unjudged = notJudgedWords(entry);
  if (unjudged !== undefined) return `${where} ${what}: ${unjudged}`;
  const [first] = entry.evidence;
  return `${where} ${what}: ${first === undefined ? "" : evidenceWords(first, show)}`;
}

function evidenceWords(evidence: CommissioningEvidence, show: (text: string) => string): string {
  switch (evidence.kind) {
    case "active-assessment":
      return `active assessment ${show(evidence.record)}`;
    case "paper-assessment":
      return `paper assessment ${show(evidence.record)}`;
    case "like-replacement":
      return `like replacement of ${show(evidence.of)} (${show(evidence.record)}), baselines equal`;
    case "exceptional-circumstance":
      return `CIP Exceptional Circumstance ${show(evidence.reference)} (${show(evidence.record)})`;
  }
}
