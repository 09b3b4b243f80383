// The patch files at review, for the engine's plan and validation: the patch files read (their errors
// refuse), what they name in each other and the dates they write checked
// (core/patches/patch-references.ts: a dangling reference or a date after today refuses), and the
// baseline items without a patch source judged (core/patches/plan-sources.ts); and R3.3's assets
// commissioned in a High system without an assessment (core/assessments/commissioning-assessments.ts).
import type { InventoryDocument } from "../core/inventory/document/document.ts";
import {
  checkPatchSources,
  type PatchSourceOutcome,
  type PatchSourceRuleRead,
  patchSourceWarnings,
} from "../core/patches/plan-sources.ts";
import { patchReferenceProblems } from "../core/patches/patch-references.ts";
import { assessmentReferenceProblems } from "../core/assessments/assessment-references.ts";
import { type ExistingBaselines, existingBaselineOf } from "../core/plan/baseline-deviations.ts";
import { compareDiagnostics, type Diagnostic, hasErrors } from "../core/shared/diagnostics.ts";
import type { ReviewedFilesRead } from "../io/checkout/reviewed-files.ts";
import {
  checkCommissioningAssessments,
  type CommissioningAssessmentOutcome,
  type VulnerabilityAssessmentRuleRead,
} from "../core/assessments/commissioning-assessments.ts";
import type { ResolvedDocument } from "../core/plan/plan-model.ts";
import type { LiveInventory } from "../core/shared/live-records.ts";

/** What the plan's patch checks read: the patch files and the policy's setting. */
export interface PatchSourceReads {
  files: ReviewedFilesRead;
  rule: PatchSourceRuleRead;
  /** The policy's `vulnerability_assessments:` (R3.3); absent: flag. */
  assessmentRule?: VulnerabilityAssessmentRuleRead;
  /** The clock the files' dates are checked against (epoch ms); absent: the system's. */
  now?: number;
}

/**
 * The plan's patch checks, when the route asked for them (`patchSources`): `resolved` holds every
 * document the plan loaded, each bound to its live system, which the base's documents are bound
 * to as well to tell what the change does to an item.
 */
export function patchSourcesOf(
  resolved: readonly ResolvedDocument[],
  live: LiveInventory,
  read: PatchSourceReads | undefined,
  existing: ExistingBaselines | undefined,
): PatchSourceOutcome & { warnings: Diagnostic[] } {
  if (read === undefined) return { check: undefined, problems: [], warnings: [] };
  const documents = resolved.map(({ document }) => document);
  // A reference's warning (an assessment of a system R3 does not reach) is the plan's to show.
  const all = referenceProblems(documents, read);
  const references = all.filter(({ severity }) => severity === "error");
  const warnings = all.filter(({ severity }) => severity === "warning");
  const outcome = checkPatchSources({
    documents,
    sources: read.files.sources,
    existing:
      existing === undefined || "notCompared" in existing
        ? undefined
        : existingBaselineOf(resolved, existing.documents, live),
    rule: read.rule,
  });
  return { ...outcome, problems: [...references, ...outcome.problems], warnings };
}

/** The plan's commissioning check (R3.3), when the route asked for the reviewed files. */
export function commissioningAssessmentsOf(
  resolved: readonly ResolvedDocument[],
  live: LiveInventory,
  read: PatchSourceReads | undefined,
  existing: ExistingBaselines | undefined,
): CommissioningAssessmentOutcome {
  if (read === undefined) return { check: undefined, problems: [] };
  return checkCommissioningAssessments({
    resolved,
    live,
    files: read.files.assessments ?? [],
    existing,
    rule: read.assessmentRule ?? { rule: undefined },
  });
}

/**
 * The patch files' problems, their references' and, once they are valid, each baseline item
 * without a patch source as a warning: a validation has no base to tell what a change adds, so it
 * refuses none (the plan does, under `patch_sources: require`).
 */
export async function patchSourceProblems(
  documents: readonly InventoryDocument[],
  patchSources: (() => Promise<PatchSourceReads>) | undefined,
): Promise<Diagnostic[]> {
  const read = await patchSources?.();
  if (read === undefined) return [];
  if (hasErrors(read.files.diagnostics)) return read.files.diagnostics;
  const references = referenceProblems(documents, read);
  if (hasErrors(references)) return [...read.files.diagnostics, ...references];
  // Warnings only: the policy's setting refuses nothing here, so it is not asked.
  const { check } = checkPatchSources({
    documents,
    sources: read.files.sources,
    existing: undefined,
    rule: { rule: undefined },
  });
  return [...read.files.diagnostics, ...references, ...patchSourceWarnings(check)];
}

/** The files' dangling references and later dates, once every file reads without an error. */
function referenceProblems(
  documents: readonly InventoryDocument[],
  read: PatchSourceReads,
): Diagnostic[] {
  if (hasErrors(read.files.diagnostics)) return [];
  return [
    ...patchReferenceProblems({
      references: read.files.references,
      sources: read.files.sources,
      evaluations: read.files.evaluations,
      documents,
      now: new Date(read.now ?? Date.now()),
    }),
    // The cyber systems and assets the assessment files name, against the inventory.
    ...assessmentReferenceProblems(read.files.references, documents),
  ].sort(compareDiagnostics);
}
