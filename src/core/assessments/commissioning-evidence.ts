// What the assessment files say for an asset put into service (CIP-010-4 R3.3), shared by the plan
// at review (commissioning-assessments.ts, which compares a like replacement's baselines from the
// checkout) and the obligations pass over the ledger (obligations/vulnerability-assessments/,
// which compares them by the record's digests). Part 3.3: "Prior to adding a new applicable Cyber
// Asset to a production environment, perform an active vulnerability assessment of the new Cyber
// Asset, except for CIP Exceptional Circumstances and like replacements of the same type of Cyber
// Asset with a baseline configuration that models an existing baseline configuration of the
// previous or other existing Cyber Asset." Pure.
import type { ItemDifference } from "../inventory/baselines/baseline-differences.ts";
import type { CommissioningEvidence } from "../plan/commissioning-assessment-model.ts";
import { quote } from "../shared/diagnostics.ts";
import {
  type Assessment,
  type AssessmentFile,
  assessedNameKey,
  type Commissioning,
} from "./assessment-files.ts";

/** What R3.3 reads of an assessment file: the rest (results, action plan) is not its business. */
export type CommissioningFile =
  | Pick<Assessment, "kind" | "id" | "systems" | "assets" | "method">
  | Pick<Commissioning, "kind" | "id" | "cyber_system" | "asset" | "exception">;

/** `file` as R3.3 reads it; undefined for a technical-feasibility record (R3.2's). */
export function commissioningFileOf(file: AssessmentFile): CommissioningFile | undefined {
  if (file.kind === "assessment") {
    const { kind, id, systems, assets, method } = file;
    return { kind, id, systems, assets, method };
  }
  if (file.kind === "commissioning") {
    const { kind, id, cyber_system, asset, exception } = file;
    return { kind, id, cyber_system, asset, exception };
  }
  return undefined;
}

/**
 * The files that speak for `asset` of `system`, the strongest first (an active assessment, then a
 * paper one, then the exceptions). `compare` says where a like replacement's baseline differs from
 * the existing asset's it names ([] when they agree; undefined when they could not be compared).
 * `entering` holds the name keys (assessedNameKey) of every asset the same change puts into
 * service: one rule for the plan and the ledger, Part 3.3's "existing baseline configuration of
 * the previous or other existing Cyber Asset" is an asset in service before the change, so a like
 * replacement of one of them is never compared and never stands (two new assets, each the
 * other's like replacement, model nothing that existed).
 */
export function evidenceNaming(
  files: readonly CommissioningFile[],
  { system, asset }: { system: string; asset: string },
  entering: ReadonlySet<string>,
  compare: (existing: string) => ItemDifference[] | undefined,
): CommissioningEvidence[] {
  const systemKey = assessedNameKey(system);
  const assetKey = assessedNameKey(asset);
  const assessments: CommissioningEvidence[] = [];
  const exceptions: CommissioningEvidence[] = [];
  for (const file of files) {
    if (file.kind === "assessment") {
      if (!file.systems.some((name) => assessedNameKey(name) === systemKey)) continue;
      if (!file.assets.some((name) => assessedNameKey(name) === assetKey)) continue;
      assessments.push({ kind: `${file.method}-assessment`, record: file.id });
      continue;
    }
    if (assessedNameKey(file.cyber_system) !== systemKey) continue;
    if (assessedNameKey(file.asset) !== assetKey) continue;
    const { exception } = file;
    if ("cip_exceptional_circumstance" in exception) {
      const reference = exception.cip_exceptional_circumstance;
      exceptions.push({ kind: "exceptional-circumstance", record: file.id, reference });
      continue;
    }
    const of = exception.like_replacement_of;
    if (entering.has(assessedNameKey(of))) {
      exceptions.push({ kind: "like-replacement", record: file.id, of, of_entering: true });
      continue;
    }
    const differences = compare(of);
    exceptions.push({
      kind: "like-replacement",
      record: file.id,
      of,
      ...(differences === undefined ? {} : { differences }),
    });
  }
  // Active before paper, so that the first one read is the one that stands.
  assessments.sort(
    (a, b) => Number(b.kind === "active-assessment") - Number(a.kind === "active-assessment"),
  );
  return [...assessments, ...exceptions];
}

/** Whether `entry` stands for R3.3: an active assessment, an exception, an equal baseline. */
export function evidenceStands(entry: CommissioningEvidence): boolean {
  switch (entry.kind) {
    case "active-assessment":
    case "exceptional-circumstance":
      return true;
    case "paper-assessment":
      return false;
    case "like-replacement":
      return entry.differences !== undefined && entry.differences.length === 0;
  }
}

/** The evidence that stands, the strongest; undefined when none does. */
export function standingEvidence(
  evidence: readonly CommissioningEvidence[],
): CommissioningEvidence | undefined {
  return evidence.find(evidenceStands);
}

/**
 * Why none of `evidence` stands; undefined: one does. `notCompared` says why a like replacement
 * without differences could not be compared (the caller knows what it compared with).
 */
export function evidenceGap(
  evidence: readonly CommissioningEvidence[],
  notCompared: () => string,
): string | undefined {
  if (evidence.some(evidenceStands)) return undefined;
  const reasons = evidence.map((entry) => {
    switch (entry.kind) {
      case "paper-assessment":
        return `${entry.record} is a paper assessment (Part 3.3 asks for an active one)`;
      case "like-replacement":
        return `${entry.record} declares a like replacement of ${quote(entry.of)}, ${
          entry.of_entering === true
            ? "which the same change puts into service: the asset replaced must be in service before it, with its baseline"
            : entry.differences === undefined
              ? notCompared()
              : `whose baseline differs: ${entry.differences.map(differenceWords).join("; ")}`
        }`;
      default:
        return `${entry.record} does not stand`;
    }
  });
  return reasons.length === 0 ? "no assessment file names it" : reasons.join("; ");
}

function differenceWords({ item, added, removed }: ItemDifference): string {
  // Compared by digest only (a baseline_ref, or a ledger record's): no item to name.
  if (item === "unknown") return "the baseline as a whole (by its digest)";
  const parts = [
    ...(added.length === 0 ? [] : [`adds ${added.join(", ")}`]),
    ...(removed.length === 0 ? [] : [`lacks ${removed.join(", ")}`]),
  ];
  return parts.length === 0 ? item : `${item} ${parts.join(" and ")}`;
}
