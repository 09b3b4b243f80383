// CIP-007 R2.1 at review, for the engine's plan and validation: the patch files read (their errors
// refuse) and the baseline items without a patch source judged (core/patches/plan-sources.ts).
import type { InventoryDocument } from "../core/inventory/document/document.ts";
import {
  checkPatchSources,
  type PatchSourceOutcome,
  type PatchSourceRuleRead,
  patchSourceWarnings,
} from "../core/patches/plan-sources.ts";
import type { ExistingBaselines } from "../core/plan/baseline-deviations.ts";
import { type Diagnostic, hasErrors } from "../core/shared/diagnostics.ts";
import type { PatchFilesRead } from "../io/checkout/patch-files.ts";

/** What the plan's CIP-007 R2.1 check reads: the patch files and the policy's setting. */
export interface PatchSourceReads {
  files: PatchFilesRead;
  rule: PatchSourceRuleRead;
}

/** The plan's CIP-007 R2.1 check, when the route asked for one (`patchSources`). */
export function patchSourcesOf(
  documents: readonly InventoryDocument[],
  read: PatchSourceReads | undefined,
  existing: ExistingBaselines | undefined,
): PatchSourceOutcome {
  if (read === undefined) return { check: undefined, problems: [] };
  return checkPatchSources({ documents, sources: read.files.sources, existing, rule: read.rule });
}

/**
 * The patch files' problems and, once they are valid, each baseline item without a patch source as
 * a warning: a validation has no base to tell what a change adds, so it refuses none (the plan
 * does, under `patch_sources: require`).
 */
export async function patchSourceProblems(
  documents: readonly InventoryDocument[],
  patchSources: (() => Promise<PatchSourceReads>) | undefined,
): Promise<Diagnostic[]> {
  const read = await patchSources?.();
  if (read === undefined) return [];
  if (hasErrors(read.files.diagnostics)) return read.files.diagnostics;
  // Warnings only: the policy's setting refuses nothing here, so it is not asked.
  const { check } = checkPatchSources({
    documents,
    sources: read.files.sources,
    existing: undefined,
    rule: { rule: undefined },
  });
  return [...read.files.diagnostics, ...patchSourceWarnings(check)];
}
